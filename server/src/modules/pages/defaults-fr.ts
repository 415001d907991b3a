import type { PolicySlug } from '@ikawa/contracts/pages';

/** The French starting text of each policy page (see defaults.ts): the same terms, in French. */
export const FRENCH_BODIES: Record<PolicySlug, string> = {
  privacy: `Nous sommes une petite boutique de café et nous ne conservons que ce dont nous avons besoin pour vous vendre du café. Cette politique respecte la *Loi sur la protection des renseignements personnels et les documents électroniques* (LPRPDE) du Canada.

## Ce que nous recueillons

- **Votre compte :** nom, adresse courriel, mot de passe (conservé uniquement sous forme de hachage sécurisé) et, si vous les ajoutez, votre numéro de téléphone, vos adresses de livraison et votre photo de profil.
- **Vos commandes :** ce que vous avez acheté, les détails de la livraison ou du ramassage, les instructions de livraison et votre mode de paiement.
- **Paiements par carte :** traités par notre fournisseur de paiement. Nous ne voyons ni ne conservons jamais le numéro complet de votre carte ; nous conservons seulement la marque de la carte, les quatre derniers chiffres et la date d’expiration.
- **Infolettre :** votre adresse courriel, ainsi que le moment et la provenance de votre consentement à la recevoir.

## Comment nous les utilisons

Pour préparer et livrer vos commandes et en assurer le suivi, pour répondre à vos messages, pour assurer la sécurité de la boutique (par exemple contre les tentatives de connexion infructueuses répétées) et, seulement si vous l’avez demandé, pour vous envoyer notre infolettre. Nous ne vendons ni ne louons vos renseignements personnels.

## Qui d’autre y a accès

- Le livreur qui apporte votre commande voit votre nom, votre adresse de livraison, votre numéro de téléphone et vos instructions de livraison.
- Notre fournisseur de paiement traite les paiements par carte.
- Notre fournisseur de courriel envoie les messages concernant vos commandes et votre compte.

## Combien de temps nous les conservons

Les dossiers de commande sont conservés aussi longtemps que l’exige la législation fiscale canadienne (six ans). Vous pouvez fermer votre compte en tout temps ; nous supprimons alors ce que nous ne sommes pas tenus de conserver.

## Vos droits

Vous pouvez demander à consulter, à corriger ou à supprimer les renseignements personnels que nous détenons à votre sujet, et retirer en tout temps votre consentement à l’infolettre au moyen du lien présent dans chaque message. Écrivez-nous à l’adresse indiquée sur notre page Contact ; nous répondons dans les 30 jours.
`,
  terms: `Les présentes conditions s’appliquent à tout achat effectué dans notre boutique en ligne. En passant une commande, vous les acceptez.

## Commandes et prix

- Les prix sont en dollars canadiens (CAD) et comprennent uniquement le prix du café ; les frais de livraison sont affichés à la caisse, avant le paiement.
- Une commande est acceptée lorsque vous recevez notre courriel de confirmation. Si un produit n’est plus en stock, nous vous en avisons à la caisse et ne vous facturons rien.
- Nous pouvons corriger une erreur de prix évidente ; le cas échéant, nous vous consultons avant de poursuivre.

## Paiement

Vous pouvez payer par carte en ligne, ou comptant à la livraison ou au ramassage. Les paiements par carte sont confirmés par notre fournisseur de paiement avant que la commande soit enregistrée.

## Annulation

Vous pouvez annuler vous-même une commande à partir de **Mes commandes** tant qu’elle est en attente. Un paiement par carte est remboursé sur la même carte. Si la commande est déjà en préparation, communiquez avec nous et nous ferons de notre mieux.

## Notre café

Le café est un produit naturel : la couleur, la taille et le goût des grains varient légèrement d’une récolte à l’autre. Veuillez lire les conseils de conservation indiqués sur chaque sac.

## Responsabilité

Rien dans les présentes conditions ne limite les droits que vous confèrent les lois sur la protection du consommateur de votre province. Notre responsabilité à l’égard d’une commande se limite au montant que vous avez payé pour celle-ci.

## Nous joindre

Des questions sur ces conditions ? Écrivez-nous à l’adresse indiquée sur notre page Contact.
`,
  shipping: `## Où nous livrons

Nous livrons partout au Canada à partir de notre magasin. Les commandes vers d’autres pays sont possibles : communiquez d’abord avec nous, car les droits de douane et les taxes sont alors à la charge du destinataire.

## Délais de livraison

- **Express :** 1 à 2 jours ouvrables.
- **Standard :** 3 à 5 jours ouvrables.
- Les commandes passées avant 14 h un jour ouvrable partent habituellement le jour même.

## Ce qu’il en coûte

Les frais de livraison sont affichés à la caisse, avant le paiement, et dépendent du mode de livraison que vous choisissez. La livraison standard est gratuite pour les commandes égales ou supérieures au montant indiqué dans le panier.

## Ramassage en magasin

Choisissez **Ramassage en magasin** à la caisse : c’est toujours gratuit. Votre commande est prête dans les quelques heures d’ouverture qui suivent ; une commande passée après la fermeture est prête le jour d’ouverture suivant. Apportez votre numéro de commande.

## Livraison

Un livreur apporte votre commande à l’adresse que vous avez indiquée. Ajoutez des instructions de livraison à la caisse (un code d’accès, l’endroit où laisser le colis) et gardez votre téléphone à portée de main. S’il n’y a personne à la maison, le livreur communique avec vous pour convenir d’un nouveau moment.

## Problèmes

Si votre colis arrive endommagé ou n’arrive pas, écrivez-nous dans les 7 jours en indiquant votre numéro de commande et, si possible, en joignant une photo. Nous vous enverrons un produit de remplacement ou nous vous rembourserons.
`,
  returns: `Nous voulons que vous savouriez chaque tasse. Si quelque chose ne va pas, dites-le-nous.

## Café non ouvert

Vous pouvez retourner les sacs non ouverts dans les **30 jours** suivant la livraison pour obtenir le remboursement complet du café. Communiquez d’abord avec nous en indiquant votre numéro de commande ; les frais de retour sont à votre charge, sauf si l’erreur vient de nous.

## Café ouvert

Pour des raisons de salubrité des aliments, nous ne pouvons pas reprendre les sacs ouverts. Si un sac ouvert est défectueux (café éventé, mauvaise mouture, scellé endommagé), écrivez-nous dans les 14 jours en joignant une photo : nous le remplacerons ou le rembourserons.

## Sacs de grains verts et torréfiés (60 kg)

Ces sacs sont préparés pour chaque commande et ne peuvent être retournés que s’ils arrivent endommagés ou ne correspondent pas à ce que vous avez commandé. Avisez-nous dans les 7 jours suivant la livraison.

## Remboursements

Les remboursements sont versés sur la carte utilisée pour le paiement dans les 10 jours ouvrables suivant la réception du retour ; les commandes payées comptant sont remboursées par virement Interac. Les frais de livraison sont remboursés lorsque l’erreur vient de nous.

## Nous joindre

Écrivez-nous à l’adresse indiquée sur notre page Contact en précisant votre numéro de commande.
`,
};
