import type { ProductFactoryInput } from './factories';

/**
 * The first-start catalogue: Burundi Arabica (mostly Bourbon) from real provinces and washing
 * stations, priced in CAD. A few stock levels sit under the default low-stock threshold (10)
 * so the admin's warnings have something to show.
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
  },
  {
    name: 'Kayanza Kinyovu Ground Coffee',
    type: 'powder',
    weight: 1,
    price: 34,
    stock: 30,
    description:
      'The family-size bag of our Kinyovu Red Bourbon from Kayanza province. Medium roast, medium grind: blackcurrant, cane sugar and black tea, at its best within six weeks of roasting.',
  },
  {
    name: 'Bwayi Espresso Ground Coffee',
    type: 'powder',
    weight: 1,
    price: 36.75,
    stock: 22,
    description:
      'From the Bwayi washing station high in Kayanza, fully washed and sun-dried on raised beds. A slightly darker roast ground fine for espresso and moka pots: dark chocolate, red plum and a syrupy body.',
  },
  {
    name: 'Ngozi Highlands Ground Coffee',
    type: 'powder',
    weight: 0.5,
    price: 18,
    stock: 8,
    description:
      'Smallholder lots delivered by cherry farmers around Ngozi in northern Burundi. A gentle medium roast with notes of orange peel, honey and roasted almond; an easy everyday cup.',
  },
  {
    name: 'Muramvya Bukeye Ground Coffee',
    type: 'powder',
    weight: 1,
    price: 38.5,
    stock: 25,
    description:
      'Washed Bourbon from the Bukeye washing station in Muramvya, where farmers pick only ripe cherries on steep hillsides. Light-medium roast for filter: red apple, hibiscus and a bright lemon finish.',
  },
  {
    name: 'Kirundo Cohoha Ground Coffee',
    type: 'powder',
    weight: 0.5,
    price: 17.25,
    stock: 5,
    description:
      'Grown by cooperatives near Lake Cohoha in Kirundo province, at the northern border. Medium-dark roast, ground for French press: milk chocolate, toasted hazelnut and a round, low-acid body.',
  },
  {
    name: 'Gitega Heritage Instant Granules',
    type: 'granule',
    weight: 0.5,
    price: 16.75,
    stock: 60,
    description:
      'Freeze-dried granules made from Arabica grown around Gitega, the heart of Burundi. Dissolves in seconds in hot water or milk: caramel, cocoa and a smooth finish. About 250 cups per jar.',
  },
  {
    name: 'Gatukuza Freeze-Dried Granules',
    type: 'granule',
    weight: 0.5,
    price: 22,
    stock: 9,
    description:
      'Single-origin granules from the Gatukuza washing station in Kayanza. Brewed, then freeze-dried at low temperature to keep the red-berry sweetness and floral aroma of the fresh cup.',
  },
  {
    name: 'Mwaro Highlands Instant Granules',
    type: 'granule',
    weight: 1,
    price: 29.9,
    stock: 40,
    description:
      'A generous tin of instant Arabica from the hills of Mwaro province. Balanced and sweet, with brown sugar and dried fig; a favourite for offices and busy mornings.',
  },
  {
    name: 'Kibira Forest Instant Granules',
    type: 'granule',
    weight: 1,
    price: 31.5,
    stock: 18,
    description:
      'Arabica from farms bordering Kibira National Park in Kayanza and Cibitoke, brewed and freeze-dried. Notes of dark cherry and cocoa nib with a clean, lingering finish.',
  },
  {
    name: 'Nemba Washed Bourbon Sack',
    type: 'sack',
    weight: 60,
    price: 1140,
    stock: 6,
    description:
      'A 60 kg jute sack of green, fully washed Red Bourbon from the Nemba washing station in Kayanza, screen 15+. For roasters and cafés: tropical fruit, black tea and a sparkling acidity.',
  },
  {
    name: 'Heza Honey Process Sack',
    type: 'sack',
    weight: 60,
    price: 1260,
    stock: 12,
    description:
      'Honey-processed Bourbon from the Heza washing station on the slopes of Kayanza, dried slowly with part of the mucilage on. 60 kg of green coffee: peach, panela and a creamy body.',
  },
  {
    name: 'Bukeye Washed Bourbon Sack',
    type: 'sack',
    weight: 60,
    price: 1185,
    stock: 15,
    description:
      'Fully washed, double-fermented green coffee from the Bukeye washing station in Muramvya, packed in a 60 kg GrainPro-lined jute sack. Red currant, rose hip and a silky mouthfeel.',
  },
  {
    name: 'Muyinga Roasted Beans Sack',
    type: 'sack',
    weight: 60,
    price: 1320,
    stock: 4,
    description:
      'A 60 kg sack of whole beans from Muyinga province, roasted to a medium profile for restaurants and offices that grind on site. Chocolate, molasses and a sweet, lasting finish.',
  },
  // Issue 16: a taxable good beside the zero-rated coffee, so the checkout shows real sales tax.
  {
    name: 'Ikawa Stoneware Mug',
    type: 'accessory',
    weight: 0.5,
    price: 24,
    stock: 40,
    taxCategory: 'standard',
    description:
      'A 350 ml stoneware mug glazed in espresso brown, made for Ikawa by a Toronto potter. Dishwasher and microwave safe. Unlike the coffee, a mug is taxable: GST, HST, PST or QST at the rate of the province it goes to.',
  },
];
