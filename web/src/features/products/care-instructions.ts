/** Care advice per material family, matched by keywords in the product's material. */
const CARE_BY_MATERIAL: { keywords: string[]; text: string }[] = [
  {
    keywords: ['leather'],
    text: 'Dust weekly with a soft dry cloth. Condition every 6-12 months with a leather conditioner. Blot spills at once and keep away from direct sunlight and heat.',
  },
  {
    keywords: ['velvet', 'linen', 'fabric', 'cotton', 'polyester', 'chenille', 'upholster', 'wool', 'microfibre', 'microfiber'],
    text: 'Vacuum regularly with an upholstery brush. Blot spills straight away with a clean damp cloth; do not rub. Turn and plump cushions weekly and have it professionally cleaned once a year.',
  },
  {
    keywords: ['mattress', 'foam', 'spring', 'orthopedic', 'memory'],
    text: 'Use a mattress protector. Rotate the mattress every 3 months and air it regularly. Spot-clean with mild soap and water; never soak it.',
  },
  {
    keywords: ['glass', 'mirror'],
    text: 'Clean with a glass cleaner and a lint-free cloth. Use coasters and avoid placing hot items directly on the glass.',
  },
  {
    keywords: ['marble', 'stone', 'granite', 'quartz'],
    text: 'Wipe with a soft damp cloth and a pH-neutral cleaner. Wipe up acidic spills (juice, wine) at once and reseal the surface yearly.',
  },
  {
    keywords: ['rattan', 'wicker', 'cane', 'bamboo'],
    text: 'Dust with a soft brush and wipe with a lightly damp cloth. Keep out of prolonged rain and direct sun to stop the weave drying out.',
  },
  {
    keywords: ['metal', 'steel', 'iron', 'aluminium', 'aluminum', 'brass', 'chrome'],
    text: 'Wipe with a damp cloth and dry straight away. Avoid abrasive cleaners; touch up scratches to prevent rust on outdoor pieces.',
  },
  {
    keywords: ['wood', 'oak', 'mahogany', 'teak', 'pine', 'walnut', 'mvule', 'cypress', 'mdf', 'veneer', 'cedar', 'acacia'],
    text: 'Dust with a soft dry cloth and wipe spills at once. Use coasters and mats, keep out of direct sunlight and away from heat, and polish every few months.',
  },
];

const GENERAL_CARE = 'Dust regularly with a soft dry cloth, wipe spills at once, and keep out of direct sunlight and away from heat.';

/** Care instructions for a material, e.g. 'Solid Mahogany' -> the wood advice. */
export function careInstructions(material: string | null | undefined): string {
  const text = (material ?? '').toLowerCase();
  return CARE_BY_MATERIAL.find((entry) => entry.keywords.some((keyword) => text.includes(keyword)))?.text ?? GENERAL_CARE;
}
