import type { ProductFactoryInput } from './factories';

/**
 * The first-start catalogue, in English and French: Burundi Arabica (mostly Bourbon) from real
 * provinces and washing stations, priced in CAD. A few stock levels sit under the default
 * low-stock threshold (10) so the admin's warnings have something to show.
 */
export const SEED_CATALOGUE: ProductFactoryInput[] = [
  {
    name: 'Kayanza Kinyovu Ground Coffee',
    type: 'powder',
    weight: 0.5,
    price: 19.5,
    stock: 42,
    description:
      'Washed Red Bourbon from the Kinyovu washing station in Kayanza, grown at 1,800 m on the edge of the Kibira forest. Medium roast, ground for drip and pour-over: blackcurrant, cane sugar and a clean black-tea finish.',
    fr: {
      name: 'Café moulu Kayanza Kinyovu',
      description:
        'Bourbon rouge lavé de la station de lavage de Kinyovu, à Kayanza, cultivé à 1 800 m en bordure de la forêt de la Kibira. Torréfaction moyenne, mouture pour filtre et versé manuel : cassis, sucre de canne et une finale nette de thé noir.',
    },
  },
  {
    name: 'Kayanza Kinyovu Ground Coffee',
    type: 'powder',
    weight: 1,
    price: 34,
    stock: 30,
    description:
      'The family-size bag of our Kinyovu Red Bourbon from Kayanza province. Medium roast, medium grind: blackcurrant, cane sugar and black tea, at its best within six weeks of roasting.',
    fr: {
      name: 'Café moulu Kayanza Kinyovu',
      description:
        'Le format familial de notre Bourbon rouge de Kinyovu, province de Kayanza. Torréfaction moyenne, mouture moyenne : cassis, sucre de canne et thé noir, à son meilleur dans les six semaines suivant la torréfaction.',
    },
  },
  {
    name: 'Bwayi Espresso Ground Coffee',
    type: 'powder',
    weight: 1,
    price: 36.75,
    stock: 22,
    description:
      'From the Bwayi washing station high in Kayanza, fully washed and sun-dried on raised beds. A slightly darker roast ground fine for espresso and moka pots: dark chocolate, red plum and a syrupy body.',
    fr: {
      name: 'Café moulu espresso Bwayi',
      description:
        'De la station de lavage de Bwayi, sur les hauteurs de Kayanza, entièrement lavé et séché au soleil sur des claies surélevées. Une torréfaction un peu plus foncée, moulue fin pour l’espresso et la cafetière italienne : chocolat noir, prune rouge et un corps sirupeux.',
    },
  },
  {
    name: 'Ngozi Highlands Ground Coffee',
    type: 'powder',
    weight: 0.5,
    price: 18,
    stock: 8,
    description:
      'Smallholder lots delivered by cherry farmers around Ngozi in northern Burundi. A gentle medium roast with notes of orange peel, honey and roasted almond; an easy everyday cup.',
    fr: {
      name: 'Café moulu des hauts plateaux de Ngozi',
      description:
        'Des lots de petits producteurs qui livrent leurs cerises autour de Ngozi, dans le nord du Burundi. Une torréfaction moyenne tout en douceur, avec des notes d’écorce d’orange, de miel et d’amande grillée : une tasse facile pour tous les jours.',
    },
  },
  {
    name: 'Muramvya Bukeye Ground Coffee',
    type: 'powder',
    weight: 1,
    price: 38.5,
    stock: 25,
    description:
      'Washed Bourbon from the Bukeye washing station in Muramvya, where farmers pick only ripe cherries on steep hillsides. Light-medium roast for filter: red apple, hibiscus and a bright lemon finish.',
    fr: {
      name: 'Café moulu Muramvya Bukeye',
      description:
        'Bourbon lavé de la station de lavage de Bukeye, à Muramvya, où les producteurs ne cueillent que les cerises mûres sur des versants abrupts. Torréfaction moyenne-claire pour le filtre : pomme rouge, hibiscus et une finale vive de citron.',
    },
  },
  {
    name: 'Kirundo Cohoha Ground Coffee',
    type: 'powder',
    weight: 0.5,
    price: 17.25,
    stock: 5,
    description:
      'Grown by cooperatives near Lake Cohoha in Kirundo province, at the northern border. Medium-dark roast, ground for French press: milk chocolate, toasted hazelnut and a round, low-acid body.',
    fr: {
      name: 'Café moulu Kirundo Cohoha',
      description:
        'Cultivé par des coopératives près du lac Cohoha, dans la province de Kirundo, à la frontière nord. Torréfaction moyenne-foncée, mouture pour cafetière à piston : chocolat au lait, noisette grillée et un corps rond, peu acide.',
    },
  },
  {
    name: 'Gitega Heritage Instant Granules',
    type: 'granule',
    weight: 0.5,
    price: 16.75,
    stock: 60,
    description:
      'Freeze-dried granules made from Arabica grown around Gitega, the heart of Burundi. Dissolves in seconds in hot water or milk: caramel, cocoa and a smooth finish. About 250 cups per jar.',
    fr: {
      name: 'Granulés instantanés Héritage de Gitega',
      description:
        'Des granulés lyophilisés faits d’Arabica cultivé autour de Gitega, au cœur du Burundi. Ils se dissolvent en quelques secondes dans l’eau chaude ou le lait : caramel, cacao et une finale douce. Environ 250 tasses par pot.',
    },
  },
  {
    name: 'Gatukuza Freeze-Dried Granules',
    type: 'granule',
    weight: 0.5,
    price: 22,
    stock: 9,
    description:
      'Single-origin granules from the Gatukuza washing station in Kayanza. Brewed, then freeze-dried at low temperature to keep the red-berry sweetness and floral aroma of the fresh cup.',
    fr: {
      name: 'Granulés lyophilisés Gatukuza',
      description:
        'Des granulés d’origine unique de la station de lavage de Gatukuza, à Kayanza. Infusé, puis lyophilisé à basse température pour garder la douceur de petits fruits rouges et l’arôme floral de la tasse fraîche.',
    },
  },
  {
    name: 'Mwaro Highlands Instant Granules',
    type: 'granule',
    weight: 1,
    price: 29.9,
    stock: 40,
    description:
      'A generous tin of instant Arabica from the hills of Mwaro province. Balanced and sweet, with brown sugar and dried fig; a favourite for offices and busy mornings.',
    fr: {
      name: 'Granulés instantanés des hauts plateaux de Mwaro',
      description:
        'Une généreuse boîte d’Arabica instantané des collines de la province de Mwaro. Équilibré et doux, avec de la cassonade et de la figue séchée : un favori des bureaux et des matins pressés.',
    },
  },
  {
    name: 'Kibira Forest Instant Granules',
    type: 'granule',
    weight: 1,
    price: 31.5,
    stock: 18,
    description:
      'Arabica from farms bordering Kibira National Park in Kayanza and Cibitoke, brewed and freeze-dried. Notes of dark cherry and cocoa nib with a clean, lingering finish.',
    fr: {
      name: 'Granulés instantanés Forêt de la Kibira',
      description:
        'De l’Arabica de fermes voisines du parc national de la Kibira, à Kayanza et Cibitoke, infusé puis lyophilisé. Notes de cerise noire et de grué de cacao, avec une finale nette et persistante.',
    },
  },
  {
    name: 'Nemba Washed Bourbon Sack',
    type: 'sack',
    weight: 60,
    price: 1140,
    stock: 6,
    description:
      'A 60 kg jute sack of green, fully washed Red Bourbon from the Nemba washing station in Kayanza, screen 15+. For roasters and cafés: tropical fruit, black tea and a sparkling acidity.',
    fr: {
      name: 'Sac de Bourbon lavé Nemba',
      description:
        'Un sac de jute de 60 kg de Bourbon rouge vert, entièrement lavé, de la station de lavage de Nemba, à Kayanza, calibre 15+. Pour les torréfacteurs et les cafés : fruits tropicaux, thé noir et une acidité pétillante.',
    },
  },
  {
    name: 'Heza Honey Process Sack',
    type: 'sack',
    weight: 60,
    price: 1260,
    stock: 12,
    description:
      'Honey-processed Bourbon from the Heza washing station on the slopes of Kayanza, dried slowly with part of the mucilage on. 60 kg of green coffee: peach, panela and a creamy body.',
    fr: {
      name: 'Sac de Heza, procédé miel',
      description:
        'Du Bourbon traité selon le procédé miel à la station de lavage de Heza, sur les pentes de Kayanza, séché lentement avec une partie du mucilage. 60 kg de café vert : pêche, panela et un corps crémeux.',
    },
  },
  {
    name: 'Bukeye Washed Bourbon Sack',
    type: 'sack',
    weight: 60,
    price: 1185,
    stock: 15,
    description:
      'Fully washed, double-fermented green coffee from the Bukeye washing station in Muramvya, packed in a 60 kg GrainPro-lined jute sack. Red currant, rose hip and a silky mouthfeel.',
    fr: {
      name: 'Sac de Bourbon lavé Bukeye',
      description:
        'Café vert entièrement lavé, à double fermentation, de la station de lavage de Bukeye, à Muramvya, emballé dans un sac de jute de 60 kg doublé GrainPro. Groseille rouge, églantier et une texture soyeuse en bouche.',
    },
  },
  {
    name: 'Muyinga Roasted Beans Sack',
    type: 'sack',
    weight: 60,
    price: 1320,
    stock: 4,
    description:
      'A 60 kg sack of whole beans from Muyinga province, roasted to a medium profile for restaurants and offices that grind on site. Chocolate, molasses and a sweet, lasting finish.',
    fr: {
      name: 'Sac de grains torréfiés Muyinga',
      description:
        'Un sac de 60 kg de grains entiers de la province de Muyinga, torréfiés à un profil moyen pour les restaurants et les bureaux qui moulent sur place. Chocolat, mélasse et une finale douce et persistante.',
    },
  },
  // A taxable good beside the zero-rated coffee, so the checkout shows real sales tax.
  {
    name: 'Ikawa Stoneware Mug',
    type: 'accessory',
    // Not coffee: no bag size, and no weight until the owner weighs one.
    weight: null,
    price: 24,
    stock: 40,
    taxCategory: 'standard',
    description:
      'A 350 ml stoneware mug glazed in espresso brown, made for Ikawa by a Toronto potter. Dishwasher and microwave safe. Unlike the coffee, a mug is taxable: GST, HST, PST or QST at the rate of the province it goes to.',
    fr: {
      name: 'Tasse en grès Ikawa',
      description:
        'Une tasse en grès de 350 ml à glaçure brun espresso, faite pour Ikawa par une potière de Toronto. Va au lave-vaisselle et au micro-ondes. Contrairement au café, une tasse est taxable : TPS, TVH, TVP ou TVQ au taux de la province de destination.',
    },
  },
];
