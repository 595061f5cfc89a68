//! Turns a family and a handful of choices into a complete, believable product: name,
//! description, a shop-style KSh price (sometimes on sale), stock, rating, reviews, badge,
//! delivery options, tags and pictures.

use super::SeedProduct;
use super::art;
use super::families::{Family, Variant};
use super::materials::Material;
use super::palette::Colour;
use super::rng::Rng;

/// Places and Swahili words collections are named after ("Kilimani", "Amani").
pub(crate) const COLLECTIONS: &[&str] = &[
    "Nairobi",
    "Kilimani",
    "Lavington",
    "Karen",
    "Runda",
    "Westlands",
    "Kileleshwa",
    "Muthaiga",
    "Gigiri",
    "Parklands",
    "Langata",
    "Riverside",
    "Spring Valley",
    "Lamu",
    "Malindi",
    "Diani",
    "Watamu",
    "Kilifi",
    "Mombasa",
    "Naivasha",
    "Nanyuki",
    "Nakuru",
    "Kisumu",
    "Eldoret",
    "Kericho",
    "Limuru",
    "Nyeri",
    "Meru",
    "Embu",
    "Thika",
    "Machakos",
    "Kitale",
    "Amboseli",
    "Tsavo",
    "Mara",
    "Samburu",
    "Laikipia",
    "Turkana",
    "Baringo",
    "Elementaita",
    "Ngong",
    "Athi",
    "Tana",
    "Shela",
    "Kiwayu",
    "Amani",
    "Baraka",
    "Zuri",
    "Tulivu",
    "Shwari",
    "Jua",
    "Mwezi",
    "Nyota",
    "Upendo",
    "Faraja",
    "Neema",
    "Imani",
    "Pumzika",
    "Jioni",
    "Asubuhi",
    "Safari",
    "Savanna",
    "Acacia",
    "Baobab",
    "Jacaranda",
    "Mugumo",
    "Simba",
    "Twiga",
    "Ndovu",
    "Chui",
    "Tembo",
    "Kilele",
    "Msitu",
    "Pwani",
    "Bahari",
];

/// One product's choices; everything else is derived from them and the generator.
pub(crate) struct Pick<'a> {
    pub family: &'a Family,
    pub variant: &'a Variant,
    pub material: &'static Material,
    pub colour: &'static Colour,
    pub noun: &'a str,
    pub style: Option<&'a str>,
    pub collection: &'a str,
    /// Whether the name carries the material ("Velvet", "Teak").
    pub material_in_name: bool,
}

/// "Kilimani Tufted 3-Seater Velvet Sofa", "Karen Velvet Dining Chair (Set of 2)". A word the
/// noun already says ("Executive" in "Executive Chair") is not repeated.
pub(crate) fn name(pick: &Pick) -> String {
    let noun = pick.noun.to_lowercase();
    let fresh = |word: &str| !word.is_empty() && !noun.contains(&word.to_lowercase());
    let (label, suffix) = match pick.variant.label {
        l if l.starts_with('(') => ("", l),
        l => (l, ""),
    };
    let mut parts = vec![pick.collection];
    if let Some(style) = pick.style
        && fresh(style)
        && !style.eq_ignore_ascii_case(label)
        && !style.eq_ignore_ascii_case(pick.material.short)
    {
        parts.push(style);
    }
    if fresh(label) {
        parts.push(label);
    }
    if pick.material_in_name && fresh(pick.material.short) {
        parts.push(pick.material.short);
    }
    parts.push(pick.noun);
    if !suffix.is_empty() {
        parts.push(suffix);
    }
    parts.join(" ")
}

pub(crate) fn build(pick: &Pick, rng: &mut Rng) -> SeedProduct {
    let family = pick.family;
    let price_ksh = price(pick, rng);
    let original_ksh = rng.chance(25).then(|| original_price(price_ksh, rng));
    let stock = match rng.below(100) {
        0..5 => 0,
        5..20 => rng.range(1, 9),
        _ => rng.range(10, 120),
    } as i32;
    let created_minutes_ago = if rng.chance(12) {
        rng.range(30, 7 * 24 * 60)
    } else {
        // Up to a year and a half: most of the catalogue is not new (new arrivals are the last
        // 60 days) and some has been in stock over a year (clearance).
        rng.range(7 * 24 * 60, 540 * 24 * 60)
    };
    // A popularity figure for the badge (drawn as before, so the rest of the seed is unchanged).
    // Ratings and review counts are not invented: they come from seeded reviews that exist
    // (`orders seed demo`, issue 24 part 2), through the catalog's review events.
    let maturity = (created_minutes_ago as f64 / (60.0 * 24.0 * 60.0)).min(1.0);
    let reviews = (rng.unit().powi(2) * 400.0 * maturity).round() as i32;
    let _unused_rating = rng.below(21).max(rng.below(21));
    let badge = if original_ksh.is_some() {
        "SALE"
    } else if created_minutes_ago < 30 * 24 * 60 {
        "NEW"
    } else if reviews >= 250 {
        "BESTSELLER"
    } else {
        ""
    };
    let views = if rng.chance(70) { 3 } else { 2 };
    let name = name(pick);
    let form = family.form(pick.variant, detail(pick));
    let images: Vec<String> = (1..=views)
        .map(|v| art::url(family.kind, &form, pick.colour.slug, v))
        .collect();
    let image_alts = (1..=views).map(|v| alt_text(pick, &name, v)).collect();
    SeedProduct {
        name,
        description: description(pick, rng),
        price_cents: price_ksh * 100,
        original_price_cents: original_ksh.map(|k| k * 100),
        category_slug: family.category_slug(),
        subcategory_slug: family.subcategory_slug(),
        material: pick.material.name.to_owned(),
        color: pick.colour.name.to_owned(),
        dimensions: dimensions(pick.variant, rng),
        weight_tenths_kg: weight(pick, rng),
        brand: brand(pick, rng).to_owned(),
        assembly_required: rng.chance(family.assembly_pct),
        stock,
        rating_tenths: 0,
        reviews: 0,
        featured: rng.chance(10),
        badge: badge.to_owned(),
        free_delivery: family.bulky || price_ksh > 50_000,
        express_delivery: stock > 0 && rng.chance(if family.bulky { 20 } else { 50 }),
        tags: tags(pick, rng),
        images,
        image_alts,
        created_minutes_ago,
    }
}

/// Which of the kind's details a product is drawn in: from its collection and style, so the
/// same choices draw the same picture and no draw of the generator is spent on it.
fn detail(pick: &Pick) -> u8 {
    let words = pick
        .collection
        .bytes()
        .chain(pick.style.unwrap_or("").bytes());
    (words.map(u32::from).sum::<u32>() % u32::from(art::DETAILS)) as u8
}

/// What demo picture `view` shows, in words: the product front on, in a room, its material
/// close up.
fn alt_text(pick: &Pick, name: &str, view: u8) -> String {
    let colour = pick.colour.name.to_lowercase();
    let material = pick.material.name.to_lowercase();
    match view {
        1 => format!("{name} in {colour} {material}, seen from the front"),
        2 => format!("{name} in {colour}, in a furnished room"),
        _ => format!("Close-up of the {name}'s {colour} {material}"),
    }
}

/// How much dearer (or cheaper) a material makes a piece within its band.
fn material_premium(material: &Material) -> f64 {
    match material.name {
        "Leather" => 1.25,
        "Marble" => 1.2,
        "Solid Mahogany" | "Mvule Hardwood" | "Teak" | "Memory Foam" => 1.15,
        "Velvet" | "Pocket Spring" => 1.05,
        "Pine" | "Faux Leather" => 0.9,
        "MDF" | "Polypropylene" => 0.85,
        _ => 1.0,
    }
}

/// A price in whole shillings inside the variant's band, skewed towards the cheaper end (as
/// a real range is) and ending the way Kenyan shops price things: 0, 500 or 999.
fn price(pick: &Pick, rng: &mut Rng) -> i64 {
    let (lo, hi) = pick.variant.ksh;
    let raw = lo as f64 + (hi - lo) as f64 * rng.unit().powf(1.35);
    let raw = raw * material_premium(pick.material);
    shop_round(raw, rng).clamp(lo, hi)
}

fn shop_round(ksh: f64, rng: &mut Rng) -> i64 {
    let to = |step: f64| ((ksh / step).round() * step) as i64;
    match (ksh < 10_000.0, rng.below(3)) {
        (true, 0) => to(50.0),
        (true, 1) => to(500.0),
        (false, 0) => to(100.0),
        (false, 1) => to(500.0),
        _ => to(1_000.0) - 1,
    }
}

/// The crossed-out price of a product on sale: 10-40% above the price, rounded like a shop
/// would, or to the nearest 10 shillings when rounding would leave that range.
fn original_price(price: i64, rng: &mut Rng) -> i64 {
    let markup = 1.12 + rng.unit() * 0.26;
    let raw = price as f64 * markup;
    let rounded = shop_round(raw, rng);
    let ratio = rounded as f64 / price as f64;
    if (1.1..=1.4).contains(&ratio) {
        rounded
    } else {
        ((raw / 10.0).round() * 10.0) as i64
    }
}

fn dimensions(variant: &Variant, rng: &mut Rng) -> String {
    let [w, d, h] = variant.dims.map(|cm| {
        if variant.exact || cm < 10 {
            cm
        } else {
            let varied = f64::from(cm) * (0.94 + rng.unit() * 0.12);
            let step = if cm >= 50 { 5.0 } else { 1.0 };
            ((varied / step).round() * step) as u32
        }
    });
    format!("{w} x {d} x {h} cm")
}

fn weight(pick: &Pick, rng: &mut Rng) -> i32 {
    let base = f64::from(pick.variant.tenths_kg) * pick.material.heft;
    ((base * (0.92 + rng.unit() * 0.16)).round() as i32).max(1)
}

fn brand<'a>(pick: &Pick<'a>, rng: &mut Rng) -> &'a str {
    if pick.material.name == "Rattan" && rng.chance(70) {
        "Pwani Rattan"
    } else {
        rng.pick(pick.family.brands)
    }
}

fn tags(pick: &Pick, rng: &mut Rng) -> Vec<String> {
    let mut tags: Vec<String> = Vec::with_capacity(5);
    let colour = pick.colour.name.to_lowercase();
    let extra = if rng.chance(35) { colour.as_str() } else { "" };
    for tag in pick
        .family
        .tags
        .iter()
        .copied()
        .chain([pick.variant.tag, pick.material.tag, extra])
    {
        if !tag.is_empty() && tags.len() < 5 && !tags.iter().any(|t| t == tag) {
            tags.push(tag.to_owned());
        }
    }
    tags
}

/// Two to four sentences: what it is, how it is used, how to care for it.
fn description(pick: &Pick, rng: &mut Rng) -> String {
    let family = pick.family;
    let mut sentences = vec![fill(rng.pick(family.about), pick)];
    let uses = rng.below(family.uses.len().min(2) as u64 + 1) as usize;
    let first = rng.below(family.uses.len() as u64) as usize;
    for i in 0..uses {
        sentences.push(fill(family.uses[(first + i) % family.uses.len()], pick));
    }
    let care = if family.care.is_empty() {
        pick.material.care
    } else {
        family.care
    };
    sentences.push(care.to_owned());
    sentences.join(" ")
}

/// Fills a template's `{v}`, `{n}`, `{m}` and `{c}` and fixes "a" before a vowel.
fn fill(template: &str, pick: &Pick) -> String {
    let mut noun = prose_case(pick.noun);
    if pick.variant.plural && !noun.ends_with('s') {
        noun.push('s');
    }
    // "A full-length full-length mirror": the noun may already say what the variant would.
    let variant = if noun
        .to_lowercase()
        .contains(&pick.variant.prose.to_lowercase())
    {
        ""
    } else {
        pick.variant.prose
    };
    let text = template
        .replace("{v}", variant)
        .replace("{n}", &noun)
        .replace("{m}", pick.material.prose)
        .replace("{c}", &pick.colour.name.to_lowercase());
    fix_articles(&text.replace("  ", " "))
}

/// Lower case for prose, keeping acronyms ("TV stand") and initials ("L-shaped sofa").
fn prose_case(noun: &str) -> String {
    noun.split(' ')
        .map(|word| {
            let letters: Vec<char> = word.chars().filter(|c| c.is_alphabetic()).collect();
            if letters.len() >= 2 && letters.iter().all(|c| c.is_uppercase()) {
                word.to_owned()
            } else if let Some(rest) = word.strip_prefix("L-") {
                format!("L-{}", rest.to_lowercase())
            } else {
                word.to_lowercase()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn fix_articles(text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let mut out = String::with_capacity(text.len() + 8);
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let next = words
            .get(i + 1)
            .map(|w| w.to_lowercase())
            .unwrap_or_default();
        let vowel_sound = next.starts_with(['a', 'e', 'i', 'o', 'u', '8'])
            && !next.starts_with("one")
            && !next.starts_with("uni")
            && !next.starts_with("use");
        match *word {
            "a" if vowel_sound => out.push_str("an"),
            "A" if vowel_sound => out.push_str("An"),
            w => out.push_str(w),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seed::families;
    use crate::seed::palette::colour;

    fn pick_for(sub: &str, variant: usize, material: &str, colour_name: &str) -> Pick<'static> {
        let family = families::all().find(|f| f.sub == sub).unwrap();
        Pick {
            family,
            variant: &family.variants[variant],
            material: crate::seed::materials::material(material),
            colour: colour(colour_name).unwrap(),
            noun: family.nouns[0],
            style: None,
            collection: "Kilimani",
            material_in_name: true,
        }
    }

    #[test]
    fn names_read_like_a_shop_would_write_them() {
        assert_eq!(
            name(&pick_for("Sofas", 1, "Linen", "Grey")),
            "Kilimani 3-Seater Linen Sofa"
        );
        assert_eq!(
            name(&pick_for("Dining Chairs", 0, "Velvet", "Grey")),
            "Kilimani Velvet Dining Chair (Set of 2)"
        );
        let mut p = pick_for("Office Chairs", 1, "Leather", "Black");
        p.noun = "Executive Chair";
        assert_eq!(name(&p), "Kilimani Leather Executive Chair");
    }

    #[test]
    fn descriptions_fill_every_placeholder_and_use_the_right_article() {
        let p = pick_for("Eight Seater Dining Sets", 0, "Teak", "Natural");
        let text = fill("A {v} {n} in {c} {m}.", &p);
        assert_eq!(text, "An eight-seater dining set in natural solid teak.");
        let p = pick_for("Bar Stools", 1, "Velvet", "Navy Blue");
        assert_eq!(fill("A {v} {n}.", &p), "A set of two bar stools.");
        let p = pick_for("TV Stands", 0, "MDF", "White");
        assert_eq!(fill("{n}", &p), "TV stand");
        assert_eq!(
            fix_articles("a one-drawer a oak a 80 cm"),
            "a one-drawer an oak an 80 cm"
        );
    }

    #[test]
    fn prices_end_like_shop_prices_and_sales_are_ten_to_forty_percent_off() {
        let mut rng = Rng::new(9);
        for _ in 0..5_000 {
            let raw = 2_500.0 + rng.unit() * 400_000.0;
            let p = shop_round(raw, &mut rng);
            let ending = p % 1_000;
            assert!(p % 50 == 0 || ending == 999, "{p}");
            let o = original_price(p, &mut rng);
            let ratio = o as f64 / p as f64;
            assert!((1.09..=1.41).contains(&ratio), "{p} -> {o}");
        }
    }
}
