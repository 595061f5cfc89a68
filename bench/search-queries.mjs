// The search benchmark's query mix (bench/search.sh), written twice from one list so both sides
// answer the same questions:
//   <dir>/search.lua     a wrk script requesting GET /products/search?... through the gateway
//   <dir>/ilike-N.sql    pgbench scripts: the same words and filters as a plain ILIKE scan (the
//                        page and its total), the way a shop without a search index answers
// Mixed: single words, several words, misspellings, with and without filters, sorts and pages.
//
//   node bench/search-queries.mjs <dir> [count]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const count = Number(process.argv[3] ?? 120);
if (!dir) throw new Error('usage: node bench/search-queries.mjs <dir> [count]');
mkdirSync(dir, { recursive: true });

const WORDS = [
  'sofa', 'sfoa', 'leather sofa', 'grey velvet sofa', 'dining table', 'dinning table', 'wardrobe',
  'wardrob', 'office chair', 'ofice chiar', 'bed', 'queen bed', 'mattress', 'coffee table',
  'tv stand', 'mahogany', 'bar stool', 'desk', 'kids bed', 'double decker', 'cabinet', 'mirror',
  'rug', 'patio set', 'bookshelf', 'chair', 'table', 'oak', 'shoe rack', 'outdoor chair',
];
const MATERIALS = ['Leather', 'Solid Mahogany', 'Oak Veneer', 'Velvet', 'Pine', 'Metal'];
const CATEGORIES = ['living-room', 'bedroom', 'dining-room', 'office', 'outdoor', 'kids-room'];
const SORTS = [
  ['relevance', null],
  ['price_asc', 'price_cents ASC, id ASC'],
  ['price_desc', 'price_cents DESC, id DESC'],
  ['newest', 'created_at DESC, id DESC'],
  ['rating', 'rating_tenths DESC, id DESC'],
];
const PRICES = [[0, 50000], [10000, 100000], [50000, 300000]];

// A small deterministic generator, so every run asks the same questions.
let state = 20261121;
const random = (n) => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state % n;
};
const pick = (list) => list[random(list.length)];
const sql = (text) => `'${text.replaceAll("'", "''")}'`;

const paths = [];
for (let i = 0; i < count; i++) {
  const q = pick(WORDS);
  const params = new URLSearchParams({ q });
  const where = q
    .split(' ')
    .map((w) => {
      const like = sql(`%${w}%`);
      return `(name ILIKE ${like} OR description ILIKE ${like} OR brand ILIKE ${like} OR material ILIKE ${like} OR color ILIKE ${like} OR subcategory_slug ILIKE ${like})`;
    });
  // Half the requests are plain searches; the rest narrow by one to three filters.
  if (random(2) === 1) {
    if (random(2) === 1) {
      const m = pick(MATERIALS);
      params.set('materials', m);
      where.push(`material = ${sql(m)}`);
    }
    if (random(2) === 1) {
      const c = pick(CATEGORIES);
      params.set('categories', c);
      where.push(`category_slug = ${sql(c)}`);
    }
    if (random(2) === 1) {
      const [min, max] = pick(PRICES);
      params.set('minPrice', String(min));
      params.set('maxPrice', String(max));
      where.push(`price_cents BETWEEN ${min * 100} AND ${max * 100}`);
    }
    if (random(3) === 1) {
      params.set('inStock', 'true');
      where.push('stock > 0');
    }
  }
  const [sort, order] = pick(SORTS);
  if (sort !== 'relevance') params.set('sort', sort);
  const page = random(4) === 0 ? 2 + random(4) : 1;
  if (page > 1) params.set('page', String(page));
  paths.push(`/products/search?${params}`);

  const filter = where.join(' AND ');
  writeFileSync(
    join(dir, `ilike-${i}.sql`),
    `SELECT id, name, price_cents FROM catalog.products WHERE ${filter} ` +
      `ORDER BY ${order ?? 'name ASC, id ASC'} LIMIT 20 OFFSET ${(page - 1) * 20};\n` +
      `SELECT count(*) FROM catalog.products WHERE ${filter};\n`,
  );
}

writeFileSync(
  join(dir, 'search.lua'),
  `local paths = {\n${paths.map((p) => `  ${JSON.stringify(p)},`).join('\n')}\n}\n` +
    `local i = 0\n` +
    `wrk.headers["Accept"] = "application/json"\n` +
    `request = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
);
console.log(`${count} queries written to ${dir}`);
