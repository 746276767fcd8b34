import type { ConfigPart, PartOption } from '../../modules/catalog/entities/product-config';
import type { Product } from '../../modules/catalog/entities/product.entity';
import type { OpeningHourRule } from '../../modules/organisation/entities/opening-hour-rule';

/** VAT in Austria: 10 % on food, 20 % on drinks; the same whether eaten in or taken away. */
const FOOD = { tax: 10, dineInTax: 10, takeawayTax: 10 };
const DRINK = { tax: 20, dineInTax: 20, takeawayTax: 20 };

const option = (name: string, value = 0, modifier: PartOption['modifier'] = 'add'): PartOption => ({
  name,
  modifier,
  value,
});
const part = (
  name: string,
  type: ConfigPart['type'],
  options: PartOption[] = [],
  extra: { optional?: boolean; description?: string } = {},
): ConfigPart => ({
  name,
  description: extra.description ?? null,
  type,
  optional: extra.optional ?? false,
  options,
});

export const lunchHours: OpeningHourRule[] = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
).map((type) => ({ type, date: null, isClosed: false, from: '11:00', to: '14:00' }));

export type ProductSeed = Partial<Product> & Pick<Product, 'name'> & { tagNames?: string[] };

/** The demo products by category name, in menu order (tags by name). */
export const DEMO_PRODUCTS: Record<string, ProductSeed[]> = {
  Frühstück: [
    {
      name: 'Wiener Frühstück',
      type: 'configurable',
      description: 'Gebäck, Butter, Marmelade, weiches Ei und ein Heißgetränk.',
      allergens: 'A, C, G',
      price: 8.9,
      ...FOOD,
      config: {
        parts: [
          part('Heißgetränk', 'select', [
            option('Wiener Melange'),
            option('Verlängerter'),
            option('Tee'),
            option('Heiße Schokolade', 0.8),
          ]),
          part('Brotsorte', 'select', [
            option('Kaisersemmel'),
            option('Vollkornweckerl', 0.4),
            option('Croissant', 0.6),
          ]),
        ],
      },
      tagNames: ['Frühstück'],
    },
    {
      name: 'Frühstücksweckerl nach Wahl',
      type: 'configurable',
      description: 'Belegtes Weckerl, so wie Sie es mögen.',
      allergens: 'A, G',
      price: 3.2,
      ...FOOD,
      isStepByStep: true,
      config: {
        parts: [
          part('Brotsorte', 'select', [
            option('Kaisersemmel'),
            option('Vollkornweckerl', 0.4),
            option('Laugenstange', 0.3),
          ]),
          part(
            'Extras',
            'multiselect',
            [
              option('Beinschinken', 1.2),
              option('Bergkäse', 1.1),
              option('Ei', 0.9),
              option('Tomate', 0.5),
              option('Kren', 0.3),
            ],
            { optional: true },
          ),
        ],
      },
      tagNames: ['Frühstück'],
    },
    {
      name: 'Eierspeis mit Schnittlauch',
      description: 'Aus drei Freilandeiern, mit Schwarzbrot.',
      allergens: 'A, C, G',
      price: 6.5,
      ...FOOD,
      tagNames: ['Frühstück'],
    },
    {
      name: 'Avocado-Brot',
      description: 'Sauerteigbrot, Avocado, Kresse, Chili.',
      allergens: 'A',
      price: 7.9,
      ...FOOD,
      tagNames: ['Frühstück', 'Vegan'],
    },
    {
      name: 'Bircher Müsli',
      description: 'Über Nacht eingeweicht, mit Apfel und Nüssen.',
      allergens: 'A, G, H',
      price: 5.9,
      ...FOOD,
      tagNames: ['Frühstück'],
    },
  ],
  Mittagstisch: [
    {
      name: 'Tagessuppe',
      description: 'Fragen Sie nach der Suppe des Tages.',
      allergens: 'A, L',
      price: 4.5,
      ...FOOD,
      tagNames: ['Mittagstisch'],
    },
    {
      name: 'Mittagsmenü',
      type: 'bundle',
      description: 'Tagessuppe und Hauptspeise nach Wahl.',
      allergens: 'A, C, G, L, M',
      price: 11.9,
      ...FOOD,
      config: {
        parts: [
          part('Hauptspeise', 'select', [
            option('Wiener Schnitzel vom Schwein mit Erdäpfelsalat'),
            option('Gemüsecurry mit Basmatireis'),
            option('Kaspressknödel auf Sauerkraut', 0.5),
          ]),
        ],
      },
      tagNames: ['Mittagstisch'],
    },
    {
      name: 'Wiener Schnitzel vom Schwein mit Erdäpfelsalat',
      allergens: 'A, C, G, M',
      price: 12.9,
      ...FOOD,
      tagNames: ['Mittagstisch'],
    },
    {
      name: 'Gemüsecurry mit Basmatireis',
      allergens: 'F',
      price: 10.9,
      ...FOOD,
      tagNames: ['Mittagstisch', 'Vegan'],
    },
    {
      // Sold out today: shown greyed out.
      name: 'Rindsgulasch mit Semmelknödel',
      allergens: 'A, C, G',
      price: 13.5,
      ...FOOD,
      isEnabled: false,
      isVisibleWhenUnavailable: true,
      tagNames: ['Mittagstisch'],
    },
    {
      // Out of season: hidden from the storefront.
      name: 'Kürbiscremesuppe',
      allergens: 'G',
      price: 4.9,
      ...FOOD,
      isEnabled: false,
      tagNames: ['Mittagstisch'],
    },
  ],
  'Kuchen & Torten': [
    // Priced per whole cake (1 Pkg. = 12 Stk.), ordered by the piece by default.
    {
      name: 'Sachertorte',
      description: 'Mit Marillenmarmelade und Schlagobers. Stückweise oder als ganze Torte.',
      allergens: 'A, C, G, H',
      price: 58.8,
      unit: 'package',
      ...FOOD,
      maximumQuantity: 3,
      alternativeUnits: [
        {
          unit: 'piece',
          ratio: 12,
          minimumQuantity: 1,
          maximumQuantity: 24,
          quantityStepSize: 1,
          calculationModel: 'fixed',
        },
      ],
      defaultUnit: 'piece',
      defaultQuantity: 1,
    },
    {
      name: 'Apfelstrudel',
      description: 'Mit Vanillesauce. Stückweise oder als ganzer Strudel (8 Stück).',
      allergens: 'A, C, G',
      price: 33.6,
      unit: 'package',
      ...FOOD,
      maximumQuantity: 4,
      alternativeUnits: [
        {
          unit: 'piece',
          ratio: 8,
          minimumQuantity: 1,
          maximumQuantity: 32,
          quantityStepSize: 1,
          calculationModel: 'fixed',
        },
      ],
      defaultUnit: 'piece',
      defaultQuantity: 1,
    },
    {
      name: 'Veganer Schokokuchen',
      allergens: 'A, F, H',
      price: 4.5,
      ...FOOD,
      tagNames: ['Vegan'],
    },
  ],
  'Kaffee & Tee': [
    { name: 'Espresso', allergens: '', price: 2.6, ...DRINK },
    { name: 'Verlängerter', allergens: '', price: 3.4, ...DRINK },
    { name: 'Wiener Melange', allergens: 'G', price: 3.9, ...DRINK },
    {
      name: 'Tee',
      type: 'configurable',
      allergens: '',
      price: 3.5,
      ...DRINK,
      config: {
        parts: [
          part('Sorte', 'select', [
            option('Earl Grey'),
            option('Grüner Tee'),
            option('Pfefferminze'),
            option('Kamille'),
            option('Frischer Ingwer mit Zitrone', 0.6),
          ]),
        ],
      },
    },
    {
      // Its price depends on the choices: the menu shows „ab 3,60 €“.
      name: 'Cappuccino',
      type: 'configurable',
      description: 'Espresso mit Milchschaum. Klein 0,2 l, groß 0,3 l mit doppeltem Espresso.',
      allergens: 'G',
      price: 3.6,
      ...DRINK,
      config: {
        parts: [
          part('Größe', 'select', [option('Klein'), option('Groß', 1.1)]),
          part('Milch', 'select', [
            option('Vollmilch'),
            option('Laktosefreie Milch', 0.3),
            option('Hafermilch', 0.5),
          ]),
        ],
      },
    },
  ],
  'Kalte Getränke': [
    {
      name: 'Smoothie',
      type: 'configurable',
      description: 'Banane, Beeren, Hafer. Normal 0,3 l, groß 0,5 l.',
      allergens: 'A',
      price: 4.9,
      ...DRINK,
      config: {
        parts: [
          part('Größe', 'select', [option('Normal'), option('Groß', 6.9, 'overwrite')]),
          part(
            'Extras',
            'multiselect',
            [
              option('Chiasamen', 0.6),
              option('Erdnussmus', 0.9),
              option('Ohne Banane', 0.3, 'subtract'),
            ],
            { optional: true },
          ),
        ],
      },
      tagNames: ['Vegan'],
    },
    { name: 'Hausgemachte Limonade 0,4 l', allergens: '', price: 4.2, ...DRINK },
    { name: 'Mineralwasser 0,33 l', allergens: '', price: 2.9, ...DRINK },
  ],
  Feinkost: [
    {
      name: 'Kaffeebohnen Hausröstung',
      description: 'Arabica aus Brasilien und Äthiopien, mittlere Röstung.',
      allergens: '',
      price: 32,
      unit: 'kilogram',
      ...FOOD,
      minimumQuantity: 0.25,
      maximumQuantity: 5,
      quantityStepSize: 0.25,
      alternativeUnits: [
        {
          unit: 'gram',
          ratio: 1000,
          minimumQuantity: 250,
          maximumQuantity: 1000,
          quantityStepSize: 250,
          calculationModel: 'fixed',
        },
      ],
      defaultUnit: 'gram',
      defaultQuantity: 250,
    },
    {
      name: 'Beinschinken (Aufschnitt)',
      description: 'Frisch geschnitten; abgerechnet wird nach Gewicht.',
      allergens: '',
      price: 2.49,
      unit: 'decagram',
      calculationModel: 'approximate',
      ...FOOD,
      minimumQuantity: 5,
      maximumQuantity: 100,
      quantityStepSize: 5,
      defaultQuantity: 10,
    },
    {
      name: 'Bergkäse (Aufschnitt)',
      description: '12 Monate gereift.',
      allergens: 'G',
      price: 2.2,
      unit: 'decagram',
      calculationModel: 'approximate',
      ...FOOD,
      minimumQuantity: 5,
      maximumQuantity: 100,
      quantityStepSize: 5,
      defaultQuantity: 10,
    },
  ],
  Partyservice: [
    {
      name: 'Torte auf Bestellung',
      type: 'configurable',
      description:
        'Ihre Wunschtorte mit Aufschrift oder Foto – mindestens 2 Tage vorher bestellen.',
      allergens: 'A, C, G, H',
      price: 42,
      calculationModel: 'minimum',
      ...FOOD,
      maximumQuantity: 5,
      isStepByStep: true,
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
      config: {
        parts: [
          part('Größe', 'select', [
            option('Ø 18 cm (8 Stück)'),
            option('Ø 24 cm (12 Stück)', 18),
            option('Ø 28 cm (16 Stück)', 30),
          ]),
          part('Sorte', 'select', [
            option('Sacher'),
            option('Schoko-Himbeer'),
            option('Topfen-Obers', 4),
          ]),
          part('Aufschrift auf der Torte', 'text', [], {
            optional: true,
            description: 'Höchstens 40 Zeichen.',
          }),
          part('Foto für Fototorte', 'image', [], {
            optional: true,
            description: 'Wird auf Zuckerpapier gedruckt.',
          }),
          part('Sonderwünsche', 'textarea', [], { optional: true }),
        ],
      },
    },
    {
      name: 'Brötchenplatte (20 Stück)',
      type: 'configurable',
      description: 'Gemischt belegte Brötchen – mindestens 4 Stunden vorher bestellen.',
      allergens: 'A, C, D, G, M',
      price: 49,
      ...FOOD,
      isLeadTimeEnabled: true,
      leadTimeType: 'hours',
      leadTimeValue: 4,
      config: {
        parts: [
          part('Belag', 'multiselect', [
            option('Schinken & Ei'),
            option('Käse & Paprika'),
            option('Liptauer'),
            option('Räucherlachs', 8),
            option('Vegan: Hummus & Gemüse'),
          ]),
          part('Sonderwünsche', 'textarea', [], { optional: true }),
        ],
      },
    },
    {
      name: 'Firmenfeier-Buffet',
      type: 'configurable',
      description:
        'Frühstücks- oder Mittagsbuffet für Ihr Team, mit Kaffee-Station. Preis auf Anfrage.',
      allergens: 'A, C, G',
      unit: 'person',
      ...FOOD,
      isPriceHidden: true,
      minimumQuantity: 20,
      maximumQuantity: 200,
      defaultQuantity: 30,
      isLeadTimeEnabled: true,
      leadTimeType: 'weeks',
      leadTimeValue: 1,
      config: {
        parts: [
          part('Logo für Firmenfeier', 'file', [], {
            optional: true,
            description: 'Für Kekse und Tischkarten (PDF, SVG oder PNG).',
          }),
          part('Unterlagen', 'files', [], {
            optional: true,
            description: 'Ablaufplan, Menüwünsche, Teilnehmerliste.',
          }),
          part('Inspirationsfotos', 'images', [], { optional: true }),
          part('Sonderwünsche', 'textarea', [], { optional: true }),
        ],
      },
    },
  ],
};
