//! The code lists and item classifications the simulator serves (`selectCodeList`,
//! `selectItemClass`): the subset a furniture shop uses, in KRA's shape.

use serde_json::{Value, json};

/// KRA item classification codes (UNSPSC-based) the simulator knows, with their names.
pub const ITEM_CLASSES: &[(&str, &str)] = &[
    ("56101500", "Furniture"),
    ("56101502", "Sofas"),
    ("56101504", "Chairs"),
    ("56101508", "Mattresses"),
    ("56101519", "Tables"),
    ("56101520", "Wardrobes and cabinets"),
    ("56101703", "Beds"),
    ("56101800", "Outdoor furniture"),
    ("52121500", "Bedding and linen"),
    ("52130000", "Home decor"),
    ("78101800", "Road freight transport and delivery"),
    ("84111500", "Collection and handling fees"),
];

/// `selectCodeList`'s classes: tax types, payment types, packaging and quantity units, sale
/// receipt types and statuses.
pub fn code_list() -> Value {
    let class = |cd_cls: &str, name: &str, details: &[(&str, &str)]| {
        json!({
            "cdCls": cd_cls,
            "cdClsNm": name,
            "dtlList": details.iter().map(|(cd, nm)| json!({"cd": cd, "cdNm": nm, "useYn": "Y"})).collect::<Vec<_>>(),
        })
    };
    json!({
        "clsList": [
            class("04", "Taxation Type", &[("A", "A-Standard rated 16%"), ("B", "B-Special rate"), ("C", "C-Zero rated"), ("D", "D-Exempt"), ("E", "E-Non-taxable")]),
            class("07", "Payment Type", &crate::sales::PAYMENT_TYPES),
            class("17", "Packing Unit", &[("NT", "Net"), ("BX", "Box"), ("PK", "Pack")]),
            class("10", "Quantity Unit", &[("U", "Pieces/item"), ("SET", "Set")]),
            class("11", "Sale Receipt Type", &[("S", "Sale"), ("R", "Credit note")]),
            class("14", "Transaction Progress", &[("02", "Approved"), ("05", "Credit note")]),
        ]
    })
}

/// `selectItemClass`'s list.
pub fn item_classes() -> Value {
    json!({
        "itemClsList": ITEM_CLASSES.iter().map(|(code, name)| json!({
            "itemClsCd": code, "itemClsNm": name, "itemClsLvl": 4, "taxTyCd": "A", "useYn": "Y",
        })).collect::<Vec<_>>()
    })
}
