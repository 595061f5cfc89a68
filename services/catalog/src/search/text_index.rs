//! The text index (tantivy, in memory): one document per product with its words in four fields
//! of falling weight, scored by BM25. The products table stays the source of truth; this index
//! is rebuilt from it at start and follows its change log (see `sync`).

use tantivy::collector::{Collector, SegmentCollector};
use tantivy::columnar::Column;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::{
    FAST, Field, INDEXED, IndexRecordOption, Schema, TextFieldIndexing, TextOptions,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer,
    TextAnalyzer,
};
use tantivy::{DocId, Index, IndexReader, IndexWriter, ReloadPolicy, Score, Searcher};
use tantivy::{SegmentOrdinal, SegmentReader, TantivyDocument, Term};

use shop_proto::catalog::v1 as pb;

const ANALYZER: &str = "shop";
/// The writer's indexing memory: enough to index the 100,000-product benchmark catalogue in
/// one segment.
const WRITER_MEMORY: usize = 64 * 1024 * 1024;

/// The text fields, strongest first, with their weight in the score.
#[derive(Clone, Copy)]
pub struct Fields {
    pub id: Field,
    pub name: Field,
    pub category: Field,
    pub attributes: Field,
    pub description: Field,
}

impl Fields {
    pub fn weighted(&self) -> [(Field, Score); 4] {
        [
            (self.name, 4.0),
            (self.category, 2.0),
            (self.attributes, 1.5),
            (self.description, 0.5),
        ]
    }
}

pub struct TextIndex {
    index: Index,
    reader: IndexReader,
    pub fields: Fields,
}

/// Words are split on anything but letters and digits, lower-cased, folded to ASCII and
/// reduced to their English stem ("sofas" finds "sofa").
fn analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .filter(Stemmer::new(Language::English))
        .build()
}

impl TextIndex {
    pub fn new() -> tantivy::Result<(Self, IndexWriter)> {
        let text = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(ANALYZER)
                .set_index_option(IndexRecordOption::WithFreqs),
        );
        let mut schema = Schema::builder();
        let fields = Fields {
            id: schema.add_u64_field("id", INDEXED | FAST),
            name: schema.add_text_field("name", text.clone()),
            category: schema.add_text_field("category", text.clone()),
            attributes: schema.add_text_field("attributes", text.clone()),
            description: schema.add_text_field("description", text),
        };
        let index = Index::create_in_ram(schema.build());
        index.tokenizers().register(ANALYZER, analyzer());
        let writer = index.writer_with_num_threads(1, WRITER_MEMORY)?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        Ok((
            Self {
                index,
                reader,
                fields,
            },
            writer,
        ))
    }

    pub fn document(&self, p: &pb::Product) -> TantivyDocument {
        let f = &self.fields;
        let mut doc = TantivyDocument::default();
        doc.add_u64(f.id, p.id as u64);
        doc.add_text(f.name, &p.name);
        doc.add_text(
            f.category,
            format!("{} {}", p.category_name, p.subcategory_name),
        );
        doc.add_text(
            f.attributes,
            format!(
                "{} {} {} {}",
                p.brand,
                p.material,
                p.color,
                p.tags.join(" ")
            ),
        );
        doc.add_text(f.description, &p.description);
        doc
    }

    pub fn id_term(&self, id: u64) -> Term {
        Term::from_field_u64(self.fields.id, id)
    }

    /// Makes committed changes visible to searches.
    pub fn reload(&self) -> tantivy::Result<()> {
        self.reader.reload()
    }

    pub fn searcher(&self) -> Searcher {
        self.reader.searcher()
    }

    /// The index terms of a word (normally one: its stem).
    pub fn analyse(&self, word: &str) -> Vec<String> {
        let mut analyzer = self
            .index
            .tokenizers()
            .get(ANALYZER)
            .unwrap_or_else(analyzer);
        let mut stream = analyzer.token_stream(word);
        let mut terms = Vec::new();
        while let Some(token) = stream.next() {
            terms.push(token.text.clone());
        }
        terms
    }

    /// Whether any product has `term` in any field.
    pub fn knows(&self, searcher: &Searcher, term: &str) -> bool {
        self.fields.weighted().iter().any(|(field, _)| {
            searcher
                .doc_freq(&Term::from_field_text(*field, term))
                .is_ok_and(|n| n > 0)
        })
    }

    /// Matches a product having any of `terms` in any field, scored by field weight.
    pub fn any_term(&self, terms: &[String]) -> Box<dyn Query> {
        let clauses: Vec<(Occur, Box<dyn Query>)> = terms
            .iter()
            .flat_map(|term| {
                self.fields.weighted().map(|(field, weight)| {
                    let query = TermQuery::new(
                        Term::from_field_text(field, term),
                        IndexRecordOption::WithFreqs,
                    );
                    (
                        Occur::Should,
                        Box::new(BoostQuery::new(Box::new(query), weight)) as Box<dyn Query>,
                    )
                })
            })
            .collect();
        Box::new(BooleanQuery::new(clauses))
    }
}

/// Every match of a query as (product id, score).
pub struct AllMatches;

pub struct SegmentMatches {
    ids: Column<u64>,
    found: Vec<(u64, f32)>,
}

impl Collector for AllMatches {
    type Fruit = Vec<(u64, f32)>;
    type Child = SegmentMatches;

    fn for_segment(
        &self,
        _segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentMatches> {
        Ok(SegmentMatches {
            ids: reader.fast_fields().u64("id")?,
            found: Vec::new(),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<Vec<(u64, f32)>>) -> tantivy::Result<Vec<(u64, f32)>> {
        Ok(fruits.concat())
    }
}

impl SegmentCollector for SegmentMatches {
    type Fruit = Vec<(u64, f32)>;

    fn collect(&mut self, doc: DocId, score: Score) {
        if let Some(id) = self.ids.first(doc) {
            self.found.push((id, score));
        }
    }

    fn harvest(self) -> Vec<(u64, f32)> {
        self.found
    }
}
