//! Materials: how each one is named in a product name and in prose, how it is cared for, how
//! heavy it makes a piece and which colours it honestly comes in.

#[derive(Debug, Clone, Copy)]
pub(crate) struct Material {
    /// Stored in `products.material` and shown in the filter sidebar.
    pub name: &'static str,
    /// How a description says it ("solid mahogany", "lacquered MDF").
    pub prose: &'static str,
    /// The word a product name may carry ("Mahogany"); empty when a name should not.
    pub short: &'static str,
    /// The search tag it adds.
    pub tag: &'static str,
    /// One care sentence.
    pub care: &'static str,
    /// Multiplies a piece's base weight (solid hardwood and glass are heavy, rattan light).
    pub heft: f64,
    /// The colours it comes in (a stain, a hide, a weave); empty means any colour.
    pub finishes: &'static [&'static str],
}

const fn m(
    name: &'static str,
    prose: &'static str,
    short: &'static str,
    tag: &'static str,
    care: &'static str,
    heft: f64,
) -> Material {
    Material {
        name,
        prose,
        short,
        tag,
        care,
        heft,
        finishes: &[],
    }
}

impl Material {
    const fn only(mut self, finishes: &'static [&'static str]) -> Material {
        self.finishes = finishes;
        self
    }
}

const HARDWOOD: &[&str] = &["Walnut", "Brown", "Natural", "Black"];
const VENEER: &[&str] = &["Natural", "Walnut", "Brown", "Grey", "White", "Black"];
const WEAVE: &[&str] = &["Natural", "Brown", "Black", "White", "Charcoal"];
const HIDE: &[&str] = &["Brown", "Black", "Walnut", "Cream", "Grey", "Charcoal"];
const VINYL: &[&str] = &[
    "Brown", "Black", "Walnut", "Cream", "Grey", "Charcoal", "White",
];
const FIBRE: &[&str] = &["Natural", "Beige", "Cream", "Brown", "Charcoal", "Black"];
const STONE: &[&str] = &["White", "Black", "Cream", "Grey", "Emerald Green"];
const IRON: &[&str] = &["Black", "Charcoal", "Brown"];
const PAINTED_METAL: &[&str] = &[
    "Black",
    "White",
    "Grey",
    "Charcoal",
    "Natural",
    "Brown",
    "Navy Blue",
    "Emerald Green",
    "Mustard",
    "Terracotta",
    "Blush Pink",
];

#[rustfmt::skip]
pub(crate) const MATERIALS: &[Material] = &[
    m("Solid Mahogany", "solid mahogany", "Mahogany", "mahogany",
      "Dust with a soft dry cloth and feed the wood with furniture wax every few months; keep it out of direct sun so the colour stays even.", 1.25).only(HARDWOOD),
    m("Mvule Hardwood", "seasoned Mvule hardwood", "Mvule", "mvule",
      "Mvule is naturally resistant to termites and damp; wipe it with a barely damp cloth and re-oil once a year to keep the grain rich.", 1.3).only(HARDWOOD),
    m("Teak", "solid teak", "Teak", "teak",
      "Teak's natural oils protect it indoors and out; an occasional wipe and a coat of teak oil each rainy season is all it needs.", 1.25).only(&["Natural", "Brown", "Walnut"]),
    m("Oak Veneer", "oak veneer", "Oak", "oak",
      "Wipe with a damp, well-wrung cloth and dry straight away; use coasters and mats to protect the veneer from heat and rings.", 0.95).only(VENEER),
    m("Pine", "kiln-dried solid pine", "Pine", "pine",
      "Pine is a soft wood that ages to a warm honey tone; dust regularly and avoid dragging heavy objects across the surface.", 0.85),
    m("MDF", "lacquered MDF", "", "mdf",
      "Clean with a soft damp cloth and mild soap, never with abrasive pads, and keep it away from standing water.", 0.9),
    m("Velvet", "plush velvet", "Velvet", "velvet",
      "Brush the pile gently with a soft brush and blot spills at once with a dry cloth; keep it out of strong sun to protect the colour.", 1.0),
    m("Linen", "breathable linen-blend fabric", "Linen", "linen",
      "Vacuum weekly with an upholstery brush and spot-clean with a mild detergent; the covers zip off for professional cleaning.", 1.0),
    m("Leather", "full-grain leather", "Leather", "leather",
      "Wipe with a dry cloth and condition the leather twice a year; it softens and develops a rich patina with use.", 1.1).only(HIDE),
    m("Faux Leather", "easy-clean faux leather", "Faux Leather", "faux leather",
      "Wipe clean with a damp cloth; it needs no conditioning, which makes it a favourite for busy homes with children.", 1.0).only(VINYL),
    m("Fabric", "durable woven fabric", "Fabric", "fabric",
      "Vacuum regularly and treat spills with a fabric cleaner; turn and plump the cushions weekly to keep their shape.", 1.0),
    m("Rattan", "hand-woven rattan", "Rattan", "rattan",
      "Dust with a soft brush and wipe with a damp cloth; keep it under shade in the rainy season to prolong its life.", 0.6).only(WEAVE),
    m("Metal", "powder-coated steel", "Metal", "metal",
      "The powder coating resists rust; wipe with a damp cloth, dry it, and touch up any chips promptly.", 1.1).only(PAINTED_METAL),
    m("Tempered Glass", "tempered safety glass", "Glass", "glass",
      "Clean the glass with a lint-free cloth and glass cleaner; tempered glass is several times stronger than ordinary glass.", 1.2),
    m("Marble", "polished marble", "Marble", "marble",
      "Wipe up acidic spills such as juice quickly and reseal the marble once a year to keep it stain-resistant.", 1.5).only(STONE),
    m("Mesh", "breathable mesh", "Mesh", "mesh",
      "Vacuum the mesh with a brush nozzle and wipe the frame with a damp cloth; it never needs re-upholstering.", 0.9),
    m("High-Density Foam", "high-density foam", "", "foam",
      "Rotate the mattress head to foot every three months and air it on a sunny day now and then.", 1.0),
    m("Pocket Spring", "individually wrapped pocket springs", "Pocket Spring", "pocket spring",
      "Rotate it every three months and use a mattress protector; the springs need no flipping.", 1.25),
    m("Bonnell Spring", "interlinked Bonnell springs", "Bonnell", "spring",
      "Turn and flip the mattress every three months so the springs wear evenly.", 1.2),
    m("Orthopedic Foam", "firm orthopedic foam", "", "orthopedic",
      "Rotate it head to foot every three months and use it on a solid or closely slatted base for full support.", 1.1),
    m("Memory Foam", "pressure-relieving memory foam", "Memory Foam", "memory foam",
      "Let it expand for a day after unboxing, rotate it every three months and keep it in a protector cover.", 1.15),
    m("Cotton", "soft cotton", "Cotton", "cotton",
      "Machine washable at 30 degrees; wash dark colours separately the first few times.", 1.0),
    m("Jute", "natural jute", "Jute", "jute",
      "Vacuum without the beater bar and blot spills quickly; jute is best kept out of damp areas.", 1.0).only(FIBRE),
    m("Wool", "hand-tufted wool", "Wool", "wool",
      "Vacuum regularly and turn it twice a year so it wears evenly; some shedding in the first weeks is normal.", 1.1),
    m("Polyester", "lined polyester", "", "polyester",
      "Machine wash on a gentle cycle and hang to dry; a cool iron removes creases.", 1.0),
    m("Canvas", "weatherproof, UV-treated canvas", "Canvas", "canvas",
      "Brush off dust and leaves, wash the canvas with mild soap and let it dry fully before folding it away.", 1.0),
    m("Cast Iron", "heavy-gauge cast iron", "Cast Iron", "cast iron",
      "Wipe it down with a damp cloth, keep it under cover in the long rains and touch up any chips with black paint to keep rust away.", 1.4).only(IRON),
    m("Ceramic", "glazed ceramic", "Ceramic", "ceramic",
      "Dust with a soft cloth and wash by hand; each piece is glazed by hand, so small variations are part of its charm.", 1.0),
    m("Polypropylene", "sturdy BPA-free polypropylene", "", "plastic",
      "Wipe clean with warm soapy water; it will not rust, rot or stain.", 0.6),
];

/// The material called `name`; every family names only materials listed here (a unit test
/// checks it), so a miss is a programming error.
pub(crate) fn material(name: &str) -> &'static Material {
    MATERIALS
        .iter()
        .find(|m| m.name == name)
        .unwrap_or_else(|| panic!("material {name:?} is not in MATERIALS"))
}
