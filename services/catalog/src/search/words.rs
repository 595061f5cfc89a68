//! The shopper's words, and the vocabulary used to correct and complete them.
//!
//! Typo correction works on whole words before they are analysed (stemmed) for the index: a word
//! the index does not know is replaced by the closest word of the catalogue's vocabulary (the
//! words of product names, categories, brands, materials, colours and tags), by edit distance
//! with transpositions, the most frequent winning a tie. Descriptions are left out of the
//! vocabulary so that a misspelt product word is never "corrected" into some word of prose.

use std::collections::{BTreeMap, HashMap};

/// At most this many words of a query are searched.
pub const MAX_WORDS: usize = 8;
/// A prefix expands to at most this many vocabulary words (the most frequent).
pub const MAX_PREFIX_EXPANSION: usize = 8;

/// Splits text into lower-cased words of letters and digits; everything else separates words,
/// so punctuation and operators never reach the index as syntax.
pub fn split(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .take(MAX_WORDS)
        .collect()
}

/// How far a misspelling may be from the word meant: short words must be typed right.
pub fn allowed_distance(word: &str) -> usize {
    match word.chars().count() {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// Edit distance counting an adjacent transposition as one edit (optimal string alignment):
/// `sfoa` is one edit from `sofa`. Stops early and answers `limit + 1` once over `limit`.
pub fn edit_distance(a: &str, b: &str, limit: usize) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let width = b.len() + 1;
    let mut rows = vec![vec![0usize; width]; 3];
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        let (cur, prev, prev2) = (i % 3, (i + 2) % 3, (i + 1) % 3);
        rows[cur][0] = i;
        let mut row_min = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (rows[prev][j] + 1)
                .min(rows[cur][j - 1] + 1)
                .min(rows[prev][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(rows[prev2][j - 2] + 1);
            }
            rows[cur][j] = d;
            row_min = row_min.min(d);
        }
        if row_min > limit {
            return limit + 1;
        }
    }
    rows[a.len() % 3][b.len()].min(limit + 1)
}

/// Every word of the catalogue's product names, categories, brands, materials, colours and tags,
/// with how many products use it. Kept in step with the index.
#[derive(Debug, Default, Clone)]
pub struct Vocabulary {
    counts: BTreeMap<String, u32>,
}

impl Vocabulary {
    pub fn add(&mut self, words: &[String]) {
        for word in words {
            *self.counts.entry(word.clone()).or_default() += 1;
        }
    }

    pub fn remove(&mut self, words: &[String]) {
        for word in words {
            if let Some(count) = self.counts.get_mut(word) {
                *count -= 1;
                if *count == 0 {
                    self.counts.remove(word);
                }
            }
        }
    }

    pub fn contains(&self, word: &str) -> bool {
        self.counts.contains_key(word)
    }

    pub fn len(&self) -> usize {
        self.counts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// The closest known word within the allowed distance of `word`: fewest edits, then most
    /// used, then alphabetical. `None` when nothing is close enough.
    pub fn correct(&self, word: &str) -> Option<&str> {
        let limit = allowed_distance(word);
        if limit == 0 {
            return None;
        }
        self.counts
            .iter()
            .filter_map(|(candidate, count)| {
                let d = edit_distance(word, candidate, limit);
                (d <= limit).then_some((d, std::cmp::Reverse(*count), candidate.as_str()))
            })
            .min()
            .map(|(_, _, candidate)| candidate)
    }

    /// Known words starting with `prefix`, the most used first, at most
    /// [`MAX_PREFIX_EXPANSION`].
    pub fn complete(&self, prefix: &str) -> Vec<&str> {
        let mut found: Vec<(&str, u32)> = self
            .counts
            .range::<str, _>((
                std::ops::Bound::Included(prefix),
                std::ops::Bound::Unbounded,
            ))
            .take_while(|(w, _)| w.starts_with(prefix))
            .map(|(w, c)| (w.as_str(), *c))
            .collect();
        found.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        found
            .into_iter()
            .take(MAX_PREFIX_EXPANSION)
            .map(|(w, _)| w)
            .collect()
    }
}

/// Words counted per product, so a product's words can be taken out of the vocabulary again.
pub fn product_words(fields: &[&str]) -> Vec<String> {
    let mut words: Vec<String> = fields
        .iter()
        .flat_map(|f| f.split(|c: char| !c.is_alphanumeric()))
        .filter(|w| w.chars().count() >= 2)
        .map(str::to_lowercase)
        .collect();
    words.sort();
    words.dedup();
    words
}

/// Interned strings of one facet (materials, colours, brands): an id per lower-cased value,
/// the first spelling seen kept for display.
#[derive(Debug, Default, Clone)]
pub struct Interner {
    ids: HashMap<String, u32>,
    labels: Vec<String>,
}

impl Interner {
    pub fn intern(&mut self, value: &str) -> u32 {
        let key = value.to_lowercase();
        if let Some(id) = self.ids.get(&key) {
            return *id;
        }
        let id = self.labels.len() as u32;
        self.labels.push(value.to_owned());
        self.ids.insert(key, id);
        id
    }

    /// The id of an already lower-cased value.
    pub fn find(&self, lowercase: &str) -> Option<u32> {
        self.ids.get(lowercase).copied()
    }

    pub fn label(&self, id: u32) -> &str {
        &self.labels[id as usize]
    }

    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_splits_into_plain_lower_case_words() {
        assert_eq!(split("  Grey  SOFA%_'; drop"), ["grey", "sofa", "drop"]);
        assert_eq!(split("3-seater"), ["3", "seater"]);
        assert!(split("%%% *** ' OR 1=1 --").len() <= 3);
        assert!(split("!@#$%^&*()").is_empty());
        assert_eq!(split(&"a ".repeat(50)).len(), MAX_WORDS);
    }

    #[test]
    fn transpositions_insertions_and_deletions_are_one_edit() {
        assert_eq!(edit_distance("sfoa", "sofa", 2), 1);
        assert_eq!(edit_distance("wardrob", "wardrobe", 2), 1);
        assert_eq!(edit_distance("dinning", "dining", 2), 1);
        assert_eq!(edit_distance("sofa", "sofa", 2), 0);
        assert_eq!(edit_distance("sofa", "soft", 2), 1);
        assert_eq!(edit_distance("sfoa", "soft", 2), 2);
        assert_eq!(edit_distance("kitchen", "sofa", 2), 3);
        assert_eq!(edit_distance("", "ab", 2), 2);
    }

    #[test]
    fn the_short_words_must_be_typed_right() {
        assert_eq!(allowed_distance("bed"), 0);
        assert_eq!(allowed_distance("sfoa"), 1);
        assert_eq!(allowed_distance("wardrobes"), 2);
    }

    fn vocabulary() -> Vocabulary {
        let mut v = Vocabulary::default();
        for (word, times) in [
            ("sofa", 30),
            ("soft", 2),
            ("wardrobe", 10),
            ("dining", 12),
            ("table", 20),
            ("tables", 1),
            ("sofabed", 1),
        ] {
            for _ in 0..times {
                v.add(&[word.to_owned()]);
            }
        }
        v
    }

    #[test]
    fn misspellings_are_corrected_to_the_closest_most_used_word() {
        let v = vocabulary();
        assert_eq!(v.correct("sfoa"), Some("sofa"));
        assert_eq!(v.correct("wardrob"), Some("wardrobe"));
        assert_eq!(v.correct("dinning"), Some("dining"));
        assert_eq!(v.correct("tabel"), Some("table"));
        assert_eq!(v.correct("zzzz"), None);
        assert_eq!(v.correct("bde"), None, "three letters are not corrected");
    }

    #[test]
    fn prefixes_complete_to_the_most_used_words() {
        let v = vocabulary();
        assert_eq!(v.complete("sof"), ["sofa", "soft", "sofabed"]);
        assert_eq!(v.complete("tab"), ["table", "tables"]);
        assert!(v.complete("x").is_empty());
    }

    #[test]
    fn words_leave_the_vocabulary_with_their_last_product() {
        let mut v = Vocabulary::default();
        v.add(&["sofa".into()]);
        v.add(&["sofa".into()]);
        v.remove(&["sofa".into()]);
        assert!(v.contains("sofa"));
        v.remove(&["sofa".into()]);
        assert!(!v.contains("sofa"));
        assert!(v.is_empty());
    }

    #[test]
    fn interned_values_match_case_insensitively_and_keep_their_spelling() {
        let mut i = Interner::default();
        let a = i.intern("Faux Leather");
        assert_eq!(i.intern("faux leather"), a);
        assert_eq!(i.find("faux leather"), Some(a));
        assert_eq!(i.label(a), "Faux Leather");
        assert_eq!(i.len(), 1);
    }
}
