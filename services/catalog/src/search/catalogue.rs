//! What the search needs to know of every product besides its text: the values it is filtered,
//! faceted and sorted by, held in memory next to the text index and kept in step with it.
//!
//! A search first asks the text index for every matching product with its score, then makes one
//! pass here: for each match it works out which filter groups it fails, which gives at once the
//! results (failing none) and every facet (failing none but its own group).

use std::cmp::{Ordering, Reverse};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, DefaultHasher, Hash, Hasher};

use chrono::DateTime;
use shop_proto::catalog::v1 as pb;

use super::words::{self, Interner, Vocabulary};
use crate::domain::search::{SearchFilters, SearchSort};
use crate::domain::taxonomy::{self, CATEGORIES, CategoryFilter};

/// At most this many related searches.
pub const MAX_RELATED: usize = 5;

/// The values a search reads for every match, kept small so a pass over 20,000 matches stays in
/// cache.
#[derive(Debug, Clone)]
struct Attrs {
    category: u32,
    subcategory: u32,
    material: u32,
    color: u32,
    brand: u32,
    tags: Vec<u32>,
    price_cents: i64,
    created_at: i64,
    rating_tenths: i32,
    stock: i32,
    featured: bool,
    on_sale: bool,
    free_delivery: bool,
    express_delivery: bool,
    assembly_required: bool,
    name_key: Box<str>,
}

/// What is only needed when a product changes.
#[derive(Debug, Clone)]
struct Cold {
    /// The product's vocabulary words (see [`words::product_words`]).
    words: Vec<String>,
    /// A hash of everything the text index holds of the product, to skip re-indexing when only
    /// values (stock, price) changed.
    text_hash: u64,
}

/// Product ids are already well spread integers: a multiplicative hash is enough, and several
/// times faster than SipHash on the search's hot path.
#[derive(Default)]
struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type IdMap<V> = HashMap<u64, V, BuildHasherDefault<IdHasher>>;

/// A hash of the text the index holds for a product.
fn indexed_text_hash(p: &pb::Product) -> u64 {
    let mut h = DefaultHasher::new();
    (
        &p.name,
        &p.category_name,
        &p.subcategory_name,
        &p.brand,
        &p.material,
        &p.color,
        &p.tags,
        &p.description,
    )
        .hash(&mut h);
    h.finish()
}

/// What changed when a product was stored.
#[derive(Debug, PartialEq, Eq)]
pub enum Change {
    /// New, or its text changed: the text index must (re)index it.
    Text,
    /// Only filter values (stock, price, flags) changed.
    ValuesOnly,
}

#[derive(Debug, Default)]
pub struct Catalogue {
    products: IdMap<Attrs>,
    cold: IdMap<Cold>,
    categories: Interner,
    subcategories: Interner,
    materials: Interner,
    colors: Interner,
    brands: Interner,
    tags: Interner,
    vocabulary: Vocabulary,
}

const CAT: u16 = 1;
const MAT: u16 = 1 << 1;
const COL: u16 = 1 << 2;
const BRAND: u16 = 1 << 3;
const PRICE: u16 = 1 << 4;
const FREE: u16 = 1 << 5;
const EXPRESS: u16 = 1 << 6;
const ASSEMBLY: u16 = 1 << 7;
const STOCK: u16 = 1 << 8;
const SALE: u16 = 1 << 9;
const FEATURED: u16 = 1 << 10;
const TAGS: u16 = 1 << 11;

/// Filters turned into interned ids. `Some(empty)` matches nothing (a value no product has).
struct Resolved<'a> {
    categories: Option<(Vec<u32>, Vec<u32>)>,
    materials: Option<Vec<u32>>,
    colors: Option<Vec<u32>>,
    brands: Option<Vec<u32>>,
    tags: Option<Vec<u32>>,
    filters: &'a SearchFilters,
}

/// A result: the product's values, its id and its text score.
type Hit<'a> = (&'a Attrs, u64, f32);

/// The results of one search, sorted, with their facets.
#[derive(Debug)]
pub struct Evaluation {
    /// How many products match.
    pub total: u64,
    /// The first product ids in result order (as many as asked for).
    pub ids: Vec<u64>,
    pub facets: pb::SearchFacets,
    /// Subcategory slugs of the results, most first (for suggestions).
    pub top_subcategories: Vec<(String, u64)>,
    /// Related searches built from the results.
    pub related: Vec<String>,
}

impl Catalogue {
    pub fn len(&self) -> usize {
        self.products.len()
    }

    pub fn is_empty(&self) -> bool {
        self.products.is_empty()
    }

    pub fn vocabulary(&self) -> &Vocabulary {
        &self.vocabulary
    }

    /// Stores a product's values, and says whether its text must be (re)indexed.
    pub fn upsert(&mut self, p: &pb::Product) -> Change {
        let text_hash = indexed_text_hash(p);
        let product_words = words::product_words(&[
            &p.name,
            &p.category_name,
            &p.subcategory_name,
            &p.brand,
            &p.material,
            &p.color,
            &p.tags.join(" "),
        ]);
        let attrs = Attrs {
            category: self.categories.intern(&p.category_slug),
            subcategory: self.subcategories.intern(&p.subcategory_slug),
            material: self.materials.intern(&p.material),
            color: self.colors.intern(&p.color),
            brand: self.brands.intern(&p.brand),
            tags: p.tags.iter().map(|t| self.tags.intern(t)).collect(),
            price_cents: p.price_cents,
            created_at: DateTime::parse_from_rfc3339(&p.created_at)
                .map(|t| t.timestamp())
                .unwrap_or(0),
            rating_tenths: p.rating_tenths,
            stock: p.stock,
            featured: p.featured,
            on_sale: p.original_price_cents.is_some_and(|o| o > p.price_cents),
            free_delivery: p.free_delivery,
            express_delivery: p.express_delivery,
            assembly_required: p.assembly_required,
            name_key: p.name.to_lowercase().into_boxed_str(),
        };
        let id = p.id as u64;
        self.vocabulary.add(&product_words);
        self.products.insert(id, attrs);
        let cold = Cold {
            words: product_words,
            text_hash,
        };
        match self.cold.insert(id, cold) {
            Some(old) => {
                self.vocabulary.remove(&old.words);
                if old.text_hash == text_hash {
                    Change::ValuesOnly
                } else {
                    Change::Text
                }
            }
            None => Change::Text,
        }
    }

    /// Forgets a product; false when it was not known.
    pub fn remove(&mut self, id: u64) -> bool {
        self.products.remove(&id);
        match self.cold.remove(&id) {
            Some(old) => {
                self.vocabulary.remove(&old.words);
                true
            }
            None => false,
        }
    }

    fn resolve<'a>(&self, filters: &'a SearchFilters) -> Resolved<'a> {
        let list = |values: &[String], interner: &Interner| {
            (!values.is_empty()).then(|| values.iter().filter_map(|v| interner.find(v)).collect())
        };
        let categories = (!filters.categories.is_empty()).then(|| {
            let mut cats = Vec::new();
            let mut subs = Vec::new();
            for c in &filters.categories {
                match c {
                    CategoryFilter::Category(slug) => cats.extend(self.categories.find(slug)),
                    CategoryFilter::Subcategory(slug) => subs.extend(self.subcategories.find(slug)),
                }
            }
            (cats, subs)
        });
        Resolved {
            categories,
            materials: list(&filters.materials, &self.materials),
            colors: list(&filters.colors, &self.colors),
            brands: list(&filters.brands, &self.brands),
            tags: list(&filters.tags, &self.tags),
            filters,
        }
    }

    /// The filter groups `a` fails.
    fn failures(a: &Attrs, r: &Resolved) -> u16 {
        let f = r.filters;
        let mut mask = 0;
        if let Some((cats, subs)) = &r.categories
            && !cats.contains(&a.category)
            && !subs.contains(&a.subcategory)
        {
            mask |= CAT;
        }
        for (ids, value, bit) in [
            (&r.materials, a.material, MAT),
            (&r.colors, a.color, COL),
            (&r.brands, a.brand, BRAND),
        ] {
            if ids.as_ref().is_some_and(|ids| !ids.contains(&value)) {
                mask |= bit;
            }
        }
        if r.tags
            .as_ref()
            .is_some_and(|ids| !a.tags.iter().any(|t| ids.contains(t)))
        {
            mask |= TAGS;
        }
        if f.min_price_cents.is_some_and(|m| a.price_cents < m)
            || f.max_price_cents.is_some_and(|m| a.price_cents > m)
        {
            mask |= PRICE;
        }
        for (wanted, has, bit) in [
            (f.free_delivery_only, a.free_delivery, FREE),
            (f.express_delivery_only, a.express_delivery, EXPRESS),
            (f.in_stock_only, a.stock > 0, STOCK),
            (f.on_sale_only, a.on_sale, SALE),
            (f.featured_only, a.featured, FEATURED),
        ] {
            if wanted && !has {
                mask |= bit;
            }
        }
        if f.assembly_required
            .is_some_and(|w| w != a.assembly_required)
        {
            mask |= ASSEMBLY;
        }
        mask
    }

    /// Filters, facets and sorts the text index's matches (`(product id, score)`); `query` is the
    /// searched words, for the related searches.
    /// Only the first `top` results are put in order (the page and those before it).
    pub fn evaluate(
        &self,
        matches: &[(u64, f32)],
        filters: &SearchFilters,
        sort: SearchSort,
        query: &str,
        top: usize,
    ) -> Evaluation {
        let resolved = self.resolve(filters);
        let mut cat_counts = vec![0u64; self.categories.len()];
        let mut sub_counts = vec![0u64; self.subcategories.len()];
        let mut mat_counts = vec![0u64; self.materials.len()];
        let mut col_counts = vec![0u64; self.colors.len()];
        let mut brand_counts = vec![0u64; self.brands.len()];
        let mut facets = pb::SearchFacets::default();
        let mut price: Option<(i64, i64)> = None;
        let mut results: Vec<Hit> = Vec::new();
        // Of the results themselves, for the related searches.
        let mut in_results = ResultCounts {
            subcategories: vec![0; self.subcategories.len()],
            materials: vec![0; self.materials.len()],
            colors: vec![0; self.colors.len()],
        };
        let other_than = |mask: u16, own: u16| mask & !own == 0;
        for &(id, score) in matches {
            let Some(a) = self.products.get(&id) else {
                continue;
            };
            let mask = Self::failures(a, &resolved);
            if mask == 0 {
                results.push((a, id, score));
                in_results.subcategories[a.subcategory as usize] += 1;
                in_results.materials[a.material as usize] += 1;
                in_results.colors[a.color as usize] += 1;
            }
            if other_than(mask, CAT) {
                cat_counts[a.category as usize] += 1;
                sub_counts[a.subcategory as usize] += 1;
            }
            if other_than(mask, MAT) {
                mat_counts[a.material as usize] += 1;
            }
            if other_than(mask, COL) {
                col_counts[a.color as usize] += 1;
            }
            if other_than(mask, BRAND) {
                brand_counts[a.brand as usize] += 1;
            }
            if other_than(mask, PRICE) {
                price = Some(match price {
                    None => (a.price_cents, a.price_cents),
                    Some((lo, hi)) => (lo.min(a.price_cents), hi.max(a.price_cents)),
                });
            }
            for (has, own, slot) in [
                (a.free_delivery, FREE, &mut facets.free_delivery),
                (a.express_delivery, EXPRESS, &mut facets.express_delivery),
                (
                    !a.assembly_required,
                    ASSEMBLY,
                    &mut facets.assembly_not_required,
                ),
                (a.stock > 0, STOCK, &mut facets.in_stock),
                (a.on_sale, SALE, &mut facets.on_sale),
                (a.featured, FEATURED, &mut facets.featured),
            ] {
                if has && other_than(mask, own) {
                    *slot += 1;
                }
            }
        }

        facets.categories = CATEGORIES
            .iter()
            .map(|c| {
                let slug = taxonomy::slugify(c.name);
                let count = self
                    .categories
                    .find(&slug)
                    .map_or(0, |id| cat_counts[id as usize]);
                pb::FacetValue {
                    value: slug,
                    label: c.name.to_owned(),
                    count,
                }
            })
            .collect();
        let selected_subs: Vec<&str> = filters
            .categories
            .iter()
            .filter_map(|c| match c {
                CategoryFilter::Subcategory(s) => Some(s.as_str()),
                CategoryFilter::Category(_) => None,
            })
            .collect();
        facets.subcategories =
            facet_values(&self.subcategories, &sub_counts, &selected_subs, |slug| {
                taxonomy::names_of_subcategory(slug)
                    .map_or_else(|| slug.to_owned(), |(_, _, n)| n.to_owned())
            });
        let top_subcategories = facets
            .subcategories
            .iter()
            .filter(|f| f.count > 0)
            .map(|f| (f.value.clone(), f.count))
            .collect();
        fn lower(v: &[String]) -> Vec<&str> {
            v.iter().map(String::as_str).collect()
        }
        facets.materials = facet_values(
            &self.materials,
            &mat_counts,
            &lower(&filters.materials),
            str::to_owned,
        );
        facets.colors = facet_values(
            &self.colors,
            &col_counts,
            &lower(&filters.colors),
            str::to_owned,
        );
        facets.brands = facet_values(
            &self.brands,
            &brand_counts,
            &lower(&filters.brands),
            str::to_owned,
        );
        facets.price = price.map(|(min_cents, max_cents)| pb::PriceRange {
            min_cents,
            max_cents,
        });

        let related = self.related_searches(&in_results, query);
        let total = results.len() as u64;
        sort_top(&mut results, sort, top);
        Evaluation {
            total,
            ids: results.into_iter().take(top).map(|(_, id, _)| id).collect(),
            facets,
            top_subcategories,
            related,
        }
    }

    /// Up to [`MAX_RELATED`] searches drawn from the results: their most common subcategories,
    /// then the query narrowed by their most common materials and colours. Nothing that merely
    /// repeats the query.
    fn related_searches(&self, counts: &ResultCounts, query: &str) -> Vec<String> {
        let query = query.trim().to_lowercase();
        let query_words = words::split(&query);
        let top = |counts: &[u64], n: usize| {
            let mut ids: Vec<u32> = (0..counts.len() as u32)
                .filter(|&id| counts[id as usize] > 0)
                .collect();
            ids.sort_by_key(|&id| (Reverse(counts[id as usize]), id));
            ids.truncate(n);
            ids
        };
        let mut related: Vec<String> = Vec::new();
        let mut push = |candidate: String| {
            let lower = candidate.to_lowercase();
            if !candidate.is_empty()
                && lower != query
                && !related.iter().any(|r| r.to_lowercase() == lower)
                && related.len() < MAX_RELATED
            {
                related.push(candidate);
            }
        };
        for sub in top(&counts.subcategories, 3) {
            if let Some((_, _, name)) =
                taxonomy::names_of_subcategory(self.subcategories.label(sub))
            {
                push(name.to_owned());
            }
        }
        // "leather" + "sofa" -> "leather sofa"; "mvule hardwood" + "hardwood" -> "mvule
        // hardwood"; nothing when the label adds no word.
        let narrowed = |label: &str| {
            let extra: Vec<String> = words::split(label)
                .into_iter()
                .filter(|w| !query_words.contains(w))
                .collect();
            (!extra.is_empty() && !query.is_empty()).then(|| format!("{} {query}", extra.join(" ")))
        };
        for material in top(&counts.materials, 2) {
            push(narrowed(self.materials.label(material)).unwrap_or_default());
        }
        for color in top(&counts.colors, 2) {
            push(narrowed(self.colors.label(color)).unwrap_or_default());
        }
        related
    }
}

/// A facet's values with results, most first, plus any selected value (so it can be unticked).
fn facet_values(
    interner: &Interner,
    counts: &[u64],
    selected: &[&str],
    label: impl Fn(&str) -> String,
) -> Vec<pb::FacetValue> {
    let mut values: Vec<pb::FacetValue> = (0..interner.len() as u32)
        .filter(|&id| {
            let value = interner.label(id);
            !value.is_empty()
                && (counts[id as usize] > 0 || selected.contains(&value.to_lowercase().as_str()))
        })
        .map(|id| {
            let value = interner.label(id);
            pb::FacetValue {
                value: value.to_owned(),
                label: label(value),
                count: counts[id as usize],
            }
        })
        .collect();
    values.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.label.cmp(&b.label)));
    values
}

/// How many results have each subcategory, material and colour (by interned id).
struct ResultCounts {
    subcategories: Vec<u64>,
    materials: Vec<u64>,
    colors: Vec<u64>,
}

/// Puts the first `top` results in order: a selection, then a sort of those few, rather than a
/// sort of every result.
fn sort_top(results: &mut [Hit<'_>], sort: SearchSort, top: usize) {
    let by: fn(&Hit<'_>, &Hit<'_>) -> Ordering = match sort {
        SearchSort::Relevance => |a, b| {
            b.2.total_cmp(&a.2)
                .then(b.0.rating_tenths.cmp(&a.0.rating_tenths))
                .then(a.1.cmp(&b.1))
        },
        SearchSort::Newest => |a, b| b.0.created_at.cmp(&a.0.created_at).then(b.1.cmp(&a.1)),
        SearchSort::PriceAsc => |a, b| a.0.price_cents.cmp(&b.0.price_cents).then(a.1.cmp(&b.1)),
        SearchSort::PriceDesc => |a, b| b.0.price_cents.cmp(&a.0.price_cents).then(b.1.cmp(&a.1)),
        SearchSort::NameAsc => |a, b| a.0.name_key.cmp(&b.0.name_key).then(a.1.cmp(&b.1)),
        SearchSort::NameDesc => |a, b| b.0.name_key.cmp(&a.0.name_key).then(b.1.cmp(&a.1)),
        SearchSort::Rating => |a, b| {
            b.0.rating_tenths
                .cmp(&a.0.rating_tenths)
                .then(b.0.created_at.cmp(&a.0.created_at))
                .then(b.1.cmp(&a.1))
        },
    };
    if top == 0 {
        return;
    }
    if top < results.len() {
        results.select_nth_unstable_by(top - 1, by);
        results[..top].sort_unstable_by(by);
    } else {
        results.sort_unstable_by(by);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product(
        id: i64,
        name: &str,
        sub: &str,
        material: &str,
        color: &str,
        price: i64,
    ) -> pb::Product {
        let (cat_slug, cat_name, sub_name) = taxonomy::names_of_subcategory(sub).unwrap();
        pb::Product {
            id,
            name: name.into(),
            category_slug: cat_slug.into(),
            category_name: cat_name.into(),
            subcategory_slug: sub.into(),
            subcategory_name: sub_name.into(),
            material: material.into(),
            color: color.into(),
            brand: "Samani Home".into(),
            price_cents: price,
            stock: 5,
            rating_tenths: 40,
            created_at: format!("2026-01-{:02}T00:00:00Z", id),
            ..Default::default()
        }
    }

    fn catalogue() -> Catalogue {
        let mut c = Catalogue::default();
        for p in [
            product(
                1,
                "Tembo Leather Sofa",
                "living-room-sofas",
                "Leather",
                "Brown",
                90_000 * 100,
            ),
            product(
                2,
                "Simba Velvet Sofa",
                "living-room-sofas",
                "Velvet",
                "Grey",
                60_000 * 100,
            ),
            product(
                3,
                "Mara Leather Sectional",
                "living-room-sectional-sofas",
                "Leather",
                "Grey",
                150_000 * 100,
            ),
            product(4, "Oak Bed", "bedroom-beds", "Oak", "Natural", 45_000 * 100),
        ] {
            assert_eq!(c.upsert(&p), Change::Text);
        }
        c
    }

    fn all(c: &Catalogue) -> Vec<(u64, f32)> {
        c.products.keys().map(|&id| (id, 1.0)).collect()
    }

    fn count(values: &[pb::FacetValue], value: &str) -> u64 {
        values
            .iter()
            .find(|v| v.value == value)
            .map_or(0, |v| v.count)
    }

    #[test]
    fn a_facet_is_counted_without_its_own_filter() {
        let c = catalogue();
        let filters = SearchFilters {
            materials: vec!["leather".into()],
            colors: vec!["grey".into()],
            ..Default::default()
        };
        let e = c.evaluate(
            &all(&c),
            &filters,
            SearchSort::Relevance,
            "sofa",
            usize::MAX,
        );
        assert_eq!(e.ids, [3]);
        // Materials counted over the grey products: velvet 1, leather 1.
        assert_eq!(count(&e.facets.materials, "Velvet"), 1);
        assert_eq!(count(&e.facets.materials, "Leather"), 1);
        // Colours counted over the leather products: brown 1, grey 1.
        assert_eq!(count(&e.facets.colors, "Brown"), 1);
        assert_eq!(count(&e.facets.colors, "Grey"), 1);
        // Categories counted with both filters: one living-room product.
        assert_eq!(count(&e.facets.categories, "living-room"), 1);
        assert_eq!(count(&e.facets.categories, "bedroom"), 0);
        assert_eq!(e.facets.categories.len(), 9);
        assert_eq!(e.facets.in_stock, 1);
    }

    #[test]
    fn the_price_facet_ignores_the_price_filter() {
        let c = catalogue();
        let filters = SearchFilters {
            max_price_cents: Some(70_000 * 100),
            categories: vec![CategoryFilter::Category("living-room".into())],
            ..Default::default()
        };
        let e = c.evaluate(&all(&c), &filters, SearchSort::PriceAsc, "sofa", usize::MAX);
        assert_eq!(e.ids, [2]);
        let price = e.facets.price.unwrap();
        assert_eq!(
            (price.min_cents, price.max_cents),
            (60_000 * 100, 150_000 * 100)
        );
    }

    #[test]
    fn a_selected_value_without_results_stays_in_its_facet() {
        let c = catalogue();
        let filters = SearchFilters {
            materials: vec!["oak".into()],
            categories: vec![CategoryFilter::Subcategory("living-room-sofas".into())],
            ..Default::default()
        };
        let e = c.evaluate(
            &all(&c),
            &filters,
            SearchSort::Relevance,
            "sofa",
            usize::MAX,
        );
        assert!(e.ids.is_empty());
        assert_eq!(count(&e.facets.materials, "Oak"), 0);
        assert!(e.facets.materials.iter().any(|v| v.value == "Oak"));
        assert!(e.facets.price.is_none());
    }

    #[test]
    fn unknown_filter_values_match_nothing() {
        let c = catalogue();
        let filters = SearchFilters {
            brands: vec!["nobody".into()],
            ..Default::default()
        };
        assert!(
            c.evaluate(&all(&c), &filters, SearchSort::Relevance, "x", usize::MAX)
                .ids
                .is_empty()
        );
    }

    #[test]
    fn every_sort_orders_the_results() {
        let c = catalogue();
        let f = SearchFilters::default();
        let ids = |sort| c.evaluate(&all(&c), &f, sort, "q", usize::MAX).ids;
        assert_eq!(ids(SearchSort::PriceAsc), [4, 2, 1, 3]);
        assert_eq!(ids(SearchSort::PriceDesc), [3, 1, 2, 4]);
        assert_eq!(ids(SearchSort::NameAsc), [3, 4, 2, 1]);
        assert_eq!(ids(SearchSort::NameDesc), [1, 2, 4, 3]);
        assert_eq!(ids(SearchSort::Newest), [4, 3, 2, 1]);
        let scored = [(1, 0.5), (2, 2.0), (3, 1.0), (4, 0.1)];
        assert_eq!(
            c.evaluate(&scored, &f, SearchSort::Relevance, "q", usize::MAX)
                .ids,
            [2, 3, 1, 4]
        );
    }

    #[test]
    fn related_searches_come_from_the_results() {
        let c = catalogue();
        let matches = [(1, 1.0), (2, 1.0), (3, 1.0)];
        let e = c.evaluate(
            &matches,
            &SearchFilters::default(),
            SearchSort::Relevance,
            "sofa",
            usize::MAX,
        );
        assert_eq!(
            e.related,
            [
                "Sofas",
                "Sectional Sofas",
                "leather sofa",
                "velvet sofa",
                "grey sofa"
            ]
        );
        let e = c.evaluate(
            &matches,
            &SearchFilters::default(),
            SearchSort::Relevance,
            "leather",
            usize::MAX,
        );
        assert!(!e.related.iter().any(|r| r.contains("leather leather")));
        let e = c.evaluate(
            &matches,
            &SearchFilters::default(),
            SearchSort::Relevance,
            "grey",
            usize::MAX,
        );
        assert!(
            e.related.contains(&"leather grey".to_owned()),
            "{:?}",
            e.related
        );
        assert!(!e.related.iter().any(|r| r.contains("grey grey")));
        let e = c.evaluate(
            &matches,
            &SearchFilters::default(),
            SearchSort::Relevance,
            "",
            usize::MAX,
        );
        assert_eq!(
            e.related,
            ["Sofas", "Sectional Sofas"],
            "no query to narrow"
        );
    }

    #[test]
    fn stock_changes_do_not_need_reindexing_but_renames_do() {
        let mut c = catalogue();
        let mut p = product(
            1,
            "Tembo Leather Sofa",
            "living-room-sofas",
            "Leather",
            "Brown",
            90_000 * 100,
        );
        p.stock = 0;
        assert_eq!(c.upsert(&p), Change::ValuesOnly);
        p.name = "Tembo Leather Couch".into();
        assert_eq!(c.upsert(&p), Change::Text);
        assert!(c.vocabulary().contains("couch"));
        assert!(
            c.vocabulary().contains("sofa"),
            "still the name of product 2"
        );
        assert!(c.remove(1));
        assert!(!c.vocabulary().contains("couch"));
        assert!(!c.remove(1));
    }
}
