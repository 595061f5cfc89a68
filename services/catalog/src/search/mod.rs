//! Product search: a text index (tantivy) for words and relevance, and an in-memory catalogue of
//! filter values for filters, facets and sorting, both built from the products table at start and
//! kept in step with its change log. Pages are then read from PostgreSQL by id, so what a shopper
//! sees (price, stock) is always current. Why this engine: docs/decisions.md, "Search".

pub mod catalogue;
pub mod sync;
pub mod text_index;
pub mod words;

use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use shop_proto::catalog::v1 as pb;
use tantivy::IndexWriter;
use tantivy::query::{BooleanQuery, Occur, Query};

use self::catalogue::{Catalogue, Change, Evaluation};
use self::text_index::{AllMatches, TextIndex};
use crate::domain::search::{SearchFilters, SearchSort};

/// How the last word of a query is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LastWord {
    /// As typed (corrected when unknown): a search.
    Whole,
    /// As the start of a word: search-as-you-type.
    Prefix,
}

/// One word of a query and the index terms it stands for.
#[derive(Debug, Clone, PartialEq)]
struct WordPlan {
    /// The word searched for: as typed, or as the catalogue spells it.
    word: String,
    terms: Vec<String>,
    /// False when the word is in no product (nor close to a word that is).
    known: bool,
}

impl WordPlan {
    fn known(word: String, terms: Vec<String>) -> Self {
        Self {
            word,
            terms,
            known: true,
        }
    }
}

/// What a search found, before its page is read.
#[derive(Debug)]
pub struct Found {
    pub evaluation: Evaluation,
    /// The words as searched, when a correction changed them.
    pub corrected: Option<String>,
}

pub struct SearchIndex {
    text: TextIndex,
    writer: Mutex<IndexWriter>,
    catalogue: RwLock<Catalogue>,
    /// When the products last read to the end of the change log were read ([`sync`]).
    synced_at: Mutex<Option<Instant>>,
}

impl SearchIndex {
    pub fn new() -> tantivy::Result<Self> {
        let (text, writer) = TextIndex::new()?;
        Ok(Self {
            text,
            writer: Mutex::new(writer),
            catalogue: RwLock::new(Catalogue::default()),
            synced_at: Mutex::new(None),
        })
    }

    /// The index holds every product change logged before `read_at` (the follower read the
    /// change log to its end then, and applied it).
    pub fn mark_synced(&self, read_at: Instant) {
        let mut synced_at = self
            .synced_at
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if synced_at.is_none_or(|at| at < read_at) {
            *synced_at = Some(read_at);
        }
    }

    /// How stale the index may be: the time since it last held every logged change (`None`
    /// before its first build).
    pub fn lag(&self) -> Option<Duration> {
        self.synced_at
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .map(|at| at.elapsed())
    }

    pub fn len(&self) -> usize {
        self.read().len()
    }

    pub fn is_empty(&self) -> bool {
        self.read().is_empty()
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, Catalogue> {
        self.catalogue
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, Catalogue> {
        self.catalogue
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn writer(&self) -> std::sync::MutexGuard<'_, IndexWriter> {
        self.writer
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Stores changed products and forgets deleted ones, then makes the change searchable.
    /// Blocking (indexing is CPU work): call from a blocking thread.
    pub fn apply(&self, upserts: &[pb::Product], deletes: &[u64]) -> tantivy::Result<()> {
        let mut writer = self.writer();
        let mut text_changed = false;
        {
            let mut catalogue = self.write();
            for p in upserts {
                if catalogue.upsert(p) == Change::Text {
                    writer.delete_term(self.text.id_term(p.id as u64));
                    writer.add_document(self.text.document(p))?;
                    text_changed = true;
                }
            }
            for &id in deletes {
                if catalogue.remove(id) {
                    writer.delete_term(self.text.id_term(id));
                    text_changed = true;
                }
            }
        }
        if text_changed {
            writer.commit()?;
            self.text.reload()?;
        }
        Ok(())
    }

    /// Replaces everything with `products` (a full rebuild), visible at once when done.
    pub fn replace_all(
        &self,
        products: impl Iterator<Item = pb::Product>,
    ) -> tantivy::Result<usize> {
        let mut writer = self.writer();
        writer.delete_all_documents()?;
        let mut fresh = Catalogue::default();
        for p in products {
            fresh.upsert(&p);
            writer.add_document(self.text.document(&p))?;
        }
        let count = fresh.len();
        writer.commit()?;
        self.text.reload()?;
        *self.write() = fresh;
        Ok(count)
    }

    /// Works out what each word of `text` stands for in the index.
    fn plan(
        &self,
        searcher: &tantivy::Searcher,
        catalogue: &Catalogue,
        text: &str,
        last: LastWord,
    ) -> Vec<WordPlan> {
        let words = words::split(text);
        let count = words.len();
        let vocabulary = catalogue.vocabulary();
        let analysed = |words: Vec<&str>| -> Vec<String> {
            let mut terms: Vec<String> = words
                .into_iter()
                .flat_map(|w| self.text.analyse(w))
                .collect();
            terms.sort();
            terms.dedup();
            terms
        };
        words
            .into_iter()
            .enumerate()
            .filter_map(|(i, word)| {
                let terms = self.text.analyse(&word);
                if terms.is_empty() {
                    return None;
                }
                let known = terms.iter().all(|t| self.text.knows(searcher, t));
                let completions = vocabulary.complete(&word);
                if last == LastWord::Prefix && i + 1 == count {
                    let mut prefixed = analysed(completions.clone());
                    if known {
                        prefixed.extend(terms.iter().cloned());
                    }
                    if !prefixed.is_empty() {
                        return Some(WordPlan::known(word, prefixed));
                    }
                } else if known {
                    // Shown as the catalogue spells it: "wardrob" (the stem of "wardrobe") reads
                    // "wardrobe" in the corrected query and related searches.
                    let shown = if vocabulary.contains(&word) {
                        None
                    } else {
                        completions
                            .iter()
                            .find(|c| self.text.analyse(c) == terms)
                            .map(|c| (*c).to_owned())
                    };
                    return Some(WordPlan::known(shown.unwrap_or(word), terms));
                }
                if let Some(correction) = vocabulary.correct(&word) {
                    return Some(WordPlan::known(
                        correction.to_owned(),
                        self.text.analyse(correction),
                    ));
                }
                // Not a known word nor close to one: maybe the start of one ("wardr").
                if word.chars().count() >= 3 && !completions.is_empty() {
                    let shown = completions[0].to_owned();
                    return Some(WordPlan::known(shown, analysed(completions)));
                }
                Some(WordPlan {
                    word,
                    terms,
                    known: false,
                })
            })
            .collect()
    }

    fn query(&self, plan: &[WordPlan], occur: Occur) -> BooleanQuery {
        BooleanQuery::new(
            plan.iter()
                .map(|w| (occur, self.text.any_term(&w.terms)))
                .collect::<Vec<(Occur, Box<dyn Query>)>>(),
        )
    }

    /// Every product matching `text` (all words; any word when no product has them all),
    /// filtered, faceted, and the first `top` of them sorted. Blocking: a few milliseconds of CPU at 100,000 products.
    pub fn search(
        &self,
        text: &str,
        filters: &SearchFilters,
        sort: SearchSort,
        last: LastWord,
        top: usize,
    ) -> tantivy::Result<Found> {
        let searcher = self.text.searcher();
        let catalogue = self.read();
        let plan = self.plan(&searcher, &catalogue, text, last);
        let mut matches = if plan.is_empty() {
            Vec::new()
        } else {
            searcher.search(&self.query(&plan, Occur::Must), &AllMatches)?
        };
        if matches.is_empty() && plan.len() > 1 {
            matches = searcher.search(&self.query(&plan, Occur::Should), &AllMatches)?;
        }
        let searched: Vec<&str> = plan.iter().map(|w| w.word.as_str()).collect();
        let searched = searched.join(" ");
        let typed = words::split(text).join(" ");
        let corrected = (last == LastWord::Whole && !plan.is_empty() && searched != typed)
            .then(|| searched.clone());
        // Related searches build only on words that mean something in this catalogue.
        let meaningful: Vec<&str> = plan
            .iter()
            .filter(|w| w.known)
            .map(|w| w.word.as_str())
            .collect();
        let evaluation = catalogue.evaluate(&matches, filters, sort, &meaningful.join(" "), top);
        Ok(Found {
            evaluation,
            corrected,
        })
    }
}

/// `search_index_documents` and `search_index_lag_seconds` of `index`, every second, until the
/// returned sampler is dropped.
pub fn watch_metrics(index: Arc<SearchIndex>) -> shop_common::metrics::Sampler {
    use shop_common::metrics::{SEARCH_DOCUMENTS, SEARCH_LAG};
    shop_common::metrics::every(Duration::from_secs(1), move || {
        metrics::gauge!(SEARCH_DOCUMENTS).set(index.len() as f64);
        if let Some(lag) = index.lag() {
            metrics::gauge!(SEARCH_LAG).set(lag.as_secs_f64());
        }
        std::future::ready(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::taxonomy;

    fn product(id: i64, name: &str, sub: &str, material: &str, description: &str) -> pb::Product {
        let (cat_slug, cat_name, sub_name) = taxonomy::names_of_subcategory(sub).unwrap();
        pb::Product {
            id,
            name: name.into(),
            description: description.into(),
            category_slug: cat_slug.into(),
            category_name: cat_name.into(),
            subcategory_slug: sub.into(),
            subcategory_name: sub_name.into(),
            material: material.into(),
            color: "Brown".into(),
            brand: "Samani Home".into(),
            price_cents: 1000 * id,
            stock: 3,
            created_at: "2026-01-01T00:00:00Z".into(),
            ..Default::default()
        }
    }

    fn index() -> SearchIndex {
        let index = SearchIndex::new().unwrap();
        index
            .replace_all(
                [
                    product(
                        1,
                        "Tembo 3-Seater Leather Sofa",
                        "living-room-sofas",
                        "Leather",
                        "A soft sofa.",
                    ),
                    product(
                        2,
                        "Kifaru Mahogany Wardrobe",
                        "bedroom-wardrobes",
                        "Mahogany",
                        "Hanging space.",
                    ),
                    product(
                        3,
                        "Meru 6-Seater Dining Table",
                        "dining-room-six-seater-dining-sets",
                        "Oak",
                        "Seats six.",
                    ),
                    product(
                        4,
                        "Meru Dining Chair",
                        "dining-room-dining-chairs",
                        "Oak",
                        "Goes with any dining table.",
                    ),
                    product(
                        5,
                        "Soft Cotton Cushion",
                        "decor-throw-pillows",
                        "Cotton",
                        "Soft and plush, for a sofa.",
                    ),
                ]
                .into_iter(),
            )
            .unwrap();
        index
    }

    fn ids(index: &SearchIndex, text: &str) -> Vec<u64> {
        index
            .search(
                text,
                &SearchFilters::default(),
                SearchSort::Relevance,
                LastWord::Whole,
                usize::MAX,
            )
            .unwrap()
            .evaluation
            .ids
    }

    #[test]
    fn the_name_outranks_the_description() {
        assert_eq!(ids(&index(), "sofa"), [1, 5]);
        assert_eq!(ids(&index(), "sofas"), [1, 5], "stems match");
    }

    #[test]
    fn misspellings_find_what_was_meant() {
        let index = index();
        assert_eq!(ids(&index, "sfoa")[0], 1);
        assert_eq!(ids(&index, "wardrob"), [2]);
        assert_eq!(ids(&index, "dinning table")[0], 3);
        let found = index
            .search(
                "sfoa",
                &SearchFilters::default(),
                SearchSort::Relevance,
                LastWord::Whole,
                usize::MAX,
            )
            .unwrap();
        assert_eq!(found.corrected.as_deref(), Some("sofa"));
        let found = index
            .search(
                "wardrob",
                &SearchFilters::default(),
                SearchSort::Relevance,
                LastWord::Whole,
                usize::MAX,
            )
            .unwrap();
        assert_eq!(found.corrected.as_deref(), Some("wardrobe"));
        assert!(
            found
                .evaluation
                .related
                .iter()
                .all(|r| !r.contains("wardrob "))
        );
    }

    #[test]
    fn every_word_must_match_unless_none_match_together() {
        let index = index();
        assert_eq!(ids(&index, "oak dining chair"), [4]);
        assert_eq!(
            ids(&index, "leather wardrobe").len(),
            2,
            "no product has both"
        );
        assert!(ids(&index, "zzzzqqq").is_empty());
        assert!(ids(&index, "' OR 1=1; -- %_\\ & | ! ( ) : * \"").is_empty());
    }

    #[test]
    fn the_last_word_is_a_prefix_while_typing() {
        let index = index();
        let found = index
            .search(
                "war",
                &SearchFilters::default(),
                SearchSort::Relevance,
                LastWord::Prefix,
                usize::MAX,
            )
            .unwrap();
        assert_eq!(found.evaluation.ids, [2]);
        assert!(found.corrected.is_none());
    }

    #[test]
    fn changes_are_searchable_once_applied() {
        let index = index();
        let mut renamed = product(
            2,
            "Kifaru Mahogany Armoire",
            "bedroom-wardrobes",
            "Mahogany",
            "",
        );
        renamed.category_name = "Bedroom".into();
        index.apply(&[renamed], &[1]).unwrap();
        assert_eq!(ids(&index, "armoire"), [2]);
        assert_eq!(ids(&index, "sofa"), [5], "the deleted sofa is gone");
        assert_eq!(index.len(), 4);
    }
}
