//! Search end to end (web-contract.md, "Search"): the real gateway over the real catalog
//! service and its search index, with the demo catalogue loaded, called over HTTP.

use std::time::Duration;

use crate::common::Api;
use axum::http::StatusCode;
use serde_json::{Value, json};

/// `path?` with `pairs` form-encoded.
fn uri(path: &str, pairs: &[(&str, &str)]) -> String {
    format!("{path}?{}", serde_urlencoded::to_string(pairs).unwrap())
}

fn search_uri(pairs: &[(&str, &str)]) -> String {
    uri("/products/search", pairs)
}

fn products(body: &Value) -> &Vec<Value> {
    body["products"]
        .as_array()
        .unwrap_or_else(|| panic!("no products in {body}"))
}

fn ids(body: &Value) -> Vec<i64> {
    products(body)
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect()
}

fn total(body: &Value) -> u64 {
    body["totalProducts"]
        .as_u64()
        .unwrap_or_else(|| panic!("no totalProducts in {body}"))
}

fn text<'a>(product: &'a Value, key: &str) -> &'a str {
    product[key]
        .as_str()
        .unwrap_or_else(|| panic!("no {key} in {product}"))
}

/// Whether the product's name or its `category` ('Living Room - Sofas') mentions `word`.
fn is_a(product: &Value, word: &str) -> bool {
    let word = word.to_lowercase();
    text(product, "name").to_lowercase().contains(&word)
        || text(product, "category").to_lowercase().contains(&word)
}

/// A shop with the demo catalogue, once the search index has caught up with it.
async fn demo_shop() -> Api {
    let api = Api::start().await;
    let demo = shop_catalog::seed::demo_products();
    let first = demo.first().unwrap().name.clone();
    let last = demo.last().unwrap().name.clone();
    let ids = api.catalog.insert(demo).await;
    wait_until_found(&api, &first, ids[0]).await;
    wait_until_found(&api, &last, *ids.last().unwrap()).await;
    api
}

/// Waits until searching for `name` finds product `id`.
pub(crate) async fn wait_until_found(api: &Api, name: &str, id: i64) {
    let uri = search_uri(&[("q", name), ("limit", "100")]);
    for _ in 0..200 {
        let (status, body) = api.get(&uri).await;
        if status == StatusCode::OK && ids(&body).contains(&id) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the search index never found {name:?} (product {id})");
}

/// An answer that is a 200 with the whole contract shape; returns the body.
async fn search_ok(api: &Api, uri: &str) -> Value {
    let (status, body) = api.get(uri).await;
    assert_eq!(status, StatusCode::OK, "{uri}: {body}");
    assert_search_shape(uri, &body);
    body
}

fn assert_search_shape(uri: &str, body: &Value) {
    let mut keys: Vec<&str> = body
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    let mut expected = [
        "products",
        "totalProducts",
        "totalPages",
        "page",
        "limit",
        "query",
        "correctedQuery",
        "relatedSearches",
        "facets",
    ];
    expected.sort_unstable();
    assert_eq!(keys, expected, "{uri}");
    let total = total(body);
    let limit = body["limit"].as_u64().unwrap();
    assert_eq!(
        body["totalPages"].as_u64().unwrap(),
        total.div_ceil(limit),
        "{uri}"
    );
    assert!(products(body).len() as u64 <= limit.min(total), "{uri}");
    assert!(body["query"].is_string(), "{uri}");
    assert!(
        body["correctedQuery"].is_null() || body["correctedQuery"].is_string(),
        "{uri}"
    );
    let related = body["relatedSearches"].as_array().unwrap();
    assert!(
        related.len() <= 5 && related.iter().all(Value::is_string),
        "{uri}"
    );
    let facets = &body["facets"];
    for list in [
        "categories",
        "subcategories",
        "materials",
        "colors",
        "brands",
    ] {
        for value in facets[list].as_array().unwrap() {
            assert!(value["value"].is_string(), "{uri} {list}");
            assert!(value["label"].is_string(), "{uri} {list}");
            assert!(value["count"].is_u64(), "{uri} {list}");
        }
    }
    for count in [
        "freeDelivery",
        "expressDelivery",
        "assemblyNotRequired",
        "inStock",
        "onSale",
        "featured",
    ] {
        assert!(facets[count].is_u64(), "{uri} {count}");
    }
    if total == 0 {
        assert_eq!(facets["price"], Value::Null, "{uri}");
    } else {
        let (min, max) = (
            facets["price"]["min"].as_f64().unwrap(),
            facets["price"]["max"].as_f64().unwrap(),
        );
        assert!(min <= max, "{uri}");
    }
}

fn required() -> Value {
    json!({
        "error": "validation_failed",
        "message": "Search query is required",
        "fields": { "q": "Search query is required" }
    })
}

#[tokio::test]
async fn a_missing_or_blank_query_is_required() {
    let api = Api::start().await;
    for path in ["/products/search", "/products/suggestions"] {
        for query in ["", "?", "?q=", "?q=%20%20", "?q=+", "?q=%09%0A", "?page=2"] {
            let uri = format!("{path}{query}");
            let (status, body) = api.get(&uri).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {body}");
            assert_eq!(body, required(), "{uri}");
        }
    }
}

#[tokio::test]
async fn hostile_input_is_a_400_or_a_valid_answer_never_a_failure() {
    let api = demo_shop().await;

    let long = "sofa ".repeat(2_000);
    for q in ["x".repeat(201), "a".repeat(10_000), long] {
        for path in ["/products/search", "/products/suggestions"] {
            let uri = uri(path, &[("q", &q)]);
            let (status, body) = api.get(&uri).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{path}");
            assert_eq!(body["error"], "validation_failed");
            assert_eq!(
                body["fields"]["q"],
                "Search query must be at most 200 characters"
            );
        }
    }

    let typed = [
        "' OR 1=1; -- %_\\ & | ! ( ) : * \" <>",
        "' OR 1=1; --",
        "'; DROP TABLE products; --",
        "%",
        "%%",
        "_",
        "\\",
        "'",
        "\"",
        "\"\"",
        "&",
        "|",
        "!",
        "!!sofa",
        "( )",
        ":*",
        "sofa:*",
        "sofa & !bed",
        "sofa | bed",
        "sofa <-> bed",
        "(sofa",
        "sofa)",
        "*",
        "-",
        "--",
        "<>",
        "<script>alert(1)</script>",
        "$1",
        "sofa\\",
        "x".repeat(200).as_str(),
        "😀",
        "كرسي مكتب",
        "\u{FFFD}",
        "sofa%00bed",
    ]
    .map(str::to_owned);
    for q in &typed {
        let body = search_ok(&api, &search_uri(&[("q", q)])).await;
        assert_eq!(body["query"], q.trim(), "{q}");
        let uri = uri("/products/suggestions", &[("q", q)]);
        let (status, body) = api.get(&uri).await;
        assert_eq!(status, StatusCode::OK, "{uri}: {body}");
        assert!(body["products"].is_array() && body["categories"].is_array());
    }

    // Raw query strings: a byte that is not UTF-8, stray percent signs.
    for raw in [
        "q=%FF%FE",
        "q=&q=sofa",
        "q=%25%27%22",
        "q=sofa&page=&limit=&sort=&minPrice=&materials=",
    ] {
        search_ok(&api, &format!("/products/search?{raw}")).await;
    }
    // A NUL or another control character (tab and line breaks are text) is refused, naming q,
    // as everywhere in the API (gateway/src/protect.rs).
    for raw in ["q=sofa%00", "q=%00", "q=a%1Bb"] {
        for path in ["/products/search", "/products/suggestions"] {
            let (status, body) = api.get(&format!("{path}?{raw}")).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{path}?{raw}");
            assert_eq!(
                body["message"],
                "The query parameter q must not contain control characters (such as NUL)"
            );
        }
    }

    // Hostile filter values are plain values: matching nothing, never everything.
    for (name, value) in [
        ("materials", "%"),
        ("materials", "' OR 1=1 --"),
        ("colors", "_"),
        ("colors", "%%,__"),
        ("brands", "*"),
        ("brands", "\\"),
        ("tags", "%"),
    ] {
        let body = search_ok(&api, &search_uri(&[("q", "sofa"), (name, value)])).await;
        assert_eq!(total(&body), 0, "{name}={value}");
    }

    let twenty_one = (0..21)
        .map(|i| format!("v{i}"))
        .collect::<Vec<_>>()
        .join(",");
    let twenty_one = twenty_one.as_str();
    let long_value = "v".repeat(101);
    let long_value = long_value.as_str();
    let cases: &[(&[(&str, &str)], &str)] = &[
        (&[("page", "0")], "page"),
        (&[("page", "-1")], "page"),
        (&[("page", "1.5")], "page"),
        (&[("page", "100001")], "page"),
        (&[("limit", "0")], "limit"),
        (&[("limit", "101")], "limit"),
        (&[("limit", "99999999999999999999")], "limit"),
        (&[("sort", "best")], "sort"),
        (&[("sort", "PRICE_ASC")], "sort"),
        (&[("minPrice", "ten")], "minPrice"),
        (&[("minPrice", "-1")], "minPrice"),
        (&[("maxPrice", "1e9")], "maxPrice"),
        (&[("maxPrice", "100000001")], "maxPrice"),
        (&[("minPrice", "500"), ("maxPrice", "100")], "minPrice"),
        (&[("featured", "yes")], "featured"),
        (&[("onSale", "2")], "onSale"),
        (&[("freeDelivery", "on")], "freeDelivery"),
        (&[("expressDelivery", "TRUE")], "expressDelivery"),
        (&[("inStock", "maybe")], "inStock"),
        (&[("assemblyRequired", "no")], "assemblyRequired"),
        (&[("materials", twenty_one)], "materials"),
        (&[("colors", twenty_one)], "colors"),
        (&[("brands", twenty_one)], "brands"),
        (&[("categories", twenty_one)], "categories"),
        (&[("materials", long_value)], "materials"),
        (&[("colors", long_value)], "colors"),
        (&[("brands", long_value)], "brands"),
        (&[("categories", long_value)], "categories"),
        (&[("category", long_value)], "category"),
        (&[("tags", twenty_one)], "tags"),
    ];
    for (params, field) in cases {
        let mut pairs = vec![("q", "sofa")];
        pairs.extend_from_slice(params);
        let uri = search_uri(&pairs);
        let (status, body) = api.get(&uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {body}");
        assert_eq!(body["error"], "validation_failed", "{uri}");
        let fields: Vec<&String> = body["fields"].as_object().unwrap().keys().collect();
        assert_eq!(fields, [field], "{uri}: {body}");
    }

    for (limit, message) in [
        ("0", "limit must be a whole number from 1 to 10"),
        ("11", "limit must be a whole number from 1 to 10"),
        ("x", "limit must be a whole number"),
    ] {
        let (status, body) = api
            .get(&uri(
                "/products/suggestions",
                &[("q", "sof"), ("limit", limit)],
            ))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{limit}");
        assert_eq!(body["fields"]["limit"], message);
    }

    // Every bad parameter of one search at once, read by the gateway or refused by the catalog.
    let (status, body) = api
        .get(&search_uri(&[
            ("q", " "),
            ("page", "1.5"),
            ("limit", "0"),
            ("sort", "best"),
            ("inStock", "maybe"),
            ("categories", "moon-base"),
        ]))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let fields: Vec<&String> = body["fields"].as_object().unwrap().keys().collect();
    assert_eq!(
        fields,
        ["categories", "inStock", "limit", "page", "q", "sort"]
    );
}

#[tokio::test]
async fn a_real_search_answers_in_the_contract_shape() {
    let api = demo_shop().await;
    let body = search_ok(&api, "/products/search?q=sofa").await;
    assert!(total(&body) > 0);
    assert_eq!(
        (&body["page"], &body["limit"], &body["query"]),
        (&json!(1), &json!(20), &json!("sofa"))
    );
    assert_eq!(body["correctedQuery"], Value::Null);
    let first = &products(&body)[0];
    assert!(text(first, "name").contains("Sofa"), "{first}");
    // The same Product JSON as the other product routes, with the search variant's name too.
    for key in [
        "id",
        "name",
        "description",
        "price",
        "original_price",
        "originalPrice",
        "images",
        "category",
        "categorySlug",
        "subcategory",
        "subcategorySlug",
        "material",
        "color",
        "dimensions",
        "weight",
        "brand",
        "assemblyRequired",
        "stock",
        "rating",
        "reviews",
        "featured",
        "badge",
        "freeDelivery",
        "expressDelivery",
        "onSale",
        "tags",
        "createdAt",
    ] {
        assert!(first.get(key).is_some(), "{key} missing from {first}");
    }
    assert!(first["price"].is_number());
    let (_, same) = api
        .get(&format!("/products/{}", first["id"].as_i64().unwrap()))
        .await;
    assert_eq!(same["name"], first["name"]);
    assert_eq!(same["price"], first["price"]);

    let facets = &body["facets"];
    // The 9 categories, in the taxonomy's order.
    let (_, taxonomy) = api.get("/categories").await;
    let slugs: Vec<&Value> = taxonomy
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["slug"])
        .collect();
    let facet_slugs: Vec<&Value> = facets["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["value"])
        .collect();
    assert_eq!(facet_slugs, slugs);
    let living = &facets["categories"][0];
    assert_eq!(
        (&living["value"], &living["label"]),
        (&json!("living-room"), &json!("Living Room"))
    );
    assert!(living["count"].as_u64().unwrap() > 0);
    let subcategories = facets["subcategories"].as_array().unwrap();
    assert!(
        subcategories
            .iter()
            .any(|s| s["value"] == "living-room-sofas" && s["label"] == "Sofas")
    );
    // Most first.
    for list in ["subcategories", "materials", "colors", "brands"] {
        let counts: Vec<u64> = facets[list]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["count"].as_u64().unwrap())
            .collect();
        assert!(!counts.is_empty(), "{list}");
        assert!(
            counts.windows(2).all(|w| w[0] >= w[1]),
            "{list}: {counts:?}"
        );
    }
    let price = &facets["price"];
    assert!(price["min"].as_f64().unwrap() <= price["max"].as_f64().unwrap());
    assert!(price["min"].as_f64().unwrap() > 0.0);
    assert!(!body["relatedSearches"].as_array().unwrap().is_empty());

    // No results is a 200 with nothing in it.
    let none = search_ok(&api, "/products/search?q=zzqxv+qqzzv").await;
    assert_eq!((total(&none), none["totalPages"].as_u64()), (0, Some(0)));
    assert!(products(&none).is_empty());
}

#[tokio::test]
async fn misspellings_find_what_was_meant() {
    let api = demo_shop().await;

    let body = search_ok(&api, "/products/search?q=sfoa").await;
    assert_eq!(body["query"], "sfoa");
    assert_eq!(body["correctedQuery"], "sofa");
    let found = products(&body);
    assert!(found.len() >= 3, "{body}");
    for p in &found[..3] {
        assert!(is_a(p, "sofa"), "sfoa found {}", p["name"]);
    }

    let body = search_ok(&api, "/products/search?q=wardrob").await;
    let found = products(&body);
    assert!(found.len() >= 3, "{body}");
    for p in &found[..3] {
        assert!(is_a(p, "wardrobe"), "wardrob found {}", p["name"]);
    }

    let body = search_ok(&api, "/products/search?q=dinning+table").await;
    let found = products(&body);
    assert!(found.len() >= 3, "{body}");
    for p in &found[..3] {
        assert!(
            text(p, "name").contains("Dining Table") || p["subcategory"] == "Dining Tables",
            "dinning table found {}",
            p["name"]
        );
    }
}

#[tokio::test]
async fn filters_narrow_and_facets_count_what_they_would_give() {
    let api = demo_shop().await;
    let all = search_ok(&api, "/products/search?q=sofa&limit=100").await;
    let facets = &all["facets"];

    // Each list facet: filtering by its top value gives exactly its count, all of that value.
    for (facet, param, field) in [
        ("materials", "materials", "material"),
        ("colors", "colors", "color"),
        ("brands", "brands", "brand"),
        ("subcategories", "categories", "subcategorySlug"),
        ("categories", "category", "categorySlug"),
    ] {
        let top = facets[facet]
            .as_array()
            .unwrap()
            .iter()
            .max_by_key(|f| f["count"].as_u64().unwrap())
            .unwrap();
        let value = top["value"].as_str().unwrap();
        let narrowed = search_ok(
            &api,
            &search_uri(&[("q", "sofa"), ("limit", "100"), (param, value)]),
        )
        .await;
        assert_eq!(
            total(&narrowed),
            top["count"].as_u64().unwrap(),
            "{param}={value}"
        );
        assert!(total(&narrowed) <= total(&all), "{param}={value}");
        if param == "materials" {
            assert!(total(&narrowed) < total(&all), "{param}={value}");
        }
        for p in products(&narrowed) {
            assert!(
                text(p, field).eq_ignore_ascii_case(value),
                "{param}={value} gave {p}"
            );
        }
        // Its own facet is counted without its own filter: the other values are still there.
        if ["materials", "colors", "brands"].contains(&facet) {
            assert_eq!(narrowed["facets"][facet], facets[facet], "{facet}");
        }
        // Case does not matter for exact values.
        let upper = value.to_uppercase();
        let shouted = search_ok(
            &api,
            &search_uri(&[("q", "sofa"), ("limit", "100"), (param, &upper)]),
        )
        .await;
        assert_eq!(total(&shouted), total(&narrowed), "{param}={upper}");
    }

    // Two values of one list: either matches.
    let materials: Vec<&Value> = facets["materials"]
        .as_array()
        .unwrap()
        .iter()
        .take(2)
        .collect();
    if let [a, b] = materials[..] {
        let both = format!(
            "{},{}",
            a["value"].as_str().unwrap(),
            b["value"].as_str().unwrap()
        );
        let body = search_ok(&api, &search_uri(&[("q", "sofa"), ("materials", &both)])).await;
        assert_eq!(
            total(&body),
            a["count"].as_u64().unwrap() + b["count"].as_u64().unwrap()
        );
    }

    // The flags: true narrows to exactly the facet's count, false does not narrow.
    for (param, count, field, want) in [
        ("freeDelivery", "freeDelivery", "freeDelivery", json!(true)),
        (
            "expressDelivery",
            "expressDelivery",
            "expressDelivery",
            json!(true),
        ),
        ("onSale", "onSale", "onSale", json!(true)),
        ("featured", "featured", "featured", json!(true)),
        (
            "assemblyRequired",
            "assemblyNotRequired",
            "assemblyRequired",
            json!(false),
        ),
    ] {
        let value = if param == "assemblyRequired" {
            "false"
        } else {
            "true"
        };
        let body = search_ok(
            &api,
            &search_uri(&[("q", "sofa"), ("limit", "100"), (param, value)]),
        )
        .await;
        assert_eq!(total(&body), facets[count].as_u64().unwrap(), "{param}");
        for p in products(&body) {
            assert_eq!(p[field], want, "{param} gave {p}");
        }
        if param != "assemblyRequired" {
            let body = search_ok(&api, &search_uri(&[("q", "sofa"), (param, "false")])).await;
            assert_eq!(total(&body), total(&all), "{param}=false");
        }
    }
    let body = search_ok(&api, "/products/search?q=sofa&inStock=true&limit=100").await;
    assert_eq!(total(&body), facets["inStock"].as_u64().unwrap());
    assert!(
        products(&body)
            .iter()
            .all(|p| p["stock"].as_i64().unwrap() > 0)
    );
    let body = search_ok(
        &api,
        "/products/search?q=sofa&assemblyRequired=true&limit=100",
    )
    .await;
    assert_eq!(
        total(&body),
        total(&all) - facets["assemblyNotRequired"].as_u64().unwrap()
    );
    assert!(
        products(&body)
            .iter()
            .all(|p| p["assemblyRequired"] == true)
    );

    // Prices, in shillings, both ends included.
    let (min, max) = (
        facets["price"]["min"].as_f64().unwrap(),
        facets["price"]["max"].as_f64().unwrap(),
    );
    let mid = ((min + max) / 2.0).round().to_string();
    let cheap = search_ok(
        &api,
        &search_uri(&[("q", "sofa"), ("limit", "100"), ("maxPrice", &mid)]),
    )
    .await;
    let dear = search_ok(
        &api,
        &search_uri(&[("q", "sofa"), ("limit", "100"), ("minPrice", &mid)]),
    )
    .await;
    let mid: f64 = mid.parse().unwrap();
    assert!(total(&cheap) > 0 && total(&dear) > 0);
    assert!(
        products(&cheap)
            .iter()
            .all(|p| p["price"].as_f64().unwrap() <= mid)
    );
    assert!(
        products(&dear)
            .iter()
            .all(|p| p["price"].as_f64().unwrap() >= mid)
    );
    // The price facet ignores the price filter.
    assert_eq!(cheap["facets"]["price"], facets["price"]);

    // Filters combine: every facet is counted with the other filters applied.
    let material = facets["materials"][0]["value"].as_str().unwrap();
    let combined = search_ok(
        &api,
        &search_uri(&[("q", "sofa"), ("materials", material), ("onSale", "true")]),
    )
    .await;
    let own = combined["facets"]["materials"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["value"] == material)
        .map_or(0, |f| f["count"].as_u64().unwrap());
    assert_eq!(own, total(&combined));
    assert_eq!(
        combined["facets"]["onSale"].as_u64().unwrap(),
        total(&combined)
    );
}

#[tokio::test]
async fn sorts_and_pages() {
    let api = demo_shop().await;
    let prices = |body: &Value| -> Vec<f64> {
        products(body)
            .iter()
            .map(|p| p["price"].as_f64().unwrap())
            .collect()
    };
    for sort in ["price_asc", "price-low"] {
        let body = search_ok(
            &api,
            &search_uri(&[("q", "sofa"), ("sort", sort), ("limit", "100")]),
        )
        .await;
        let prices = prices(&body);
        assert!(prices.len() > 5);
        assert!(
            prices.windows(2).all(|w| w[0] <= w[1]),
            "{sort}: {prices:?}"
        );
    }
    for sort in ["price_desc", "price-high"] {
        let body = search_ok(
            &api,
            &search_uri(&[("q", "sofa"), ("sort", sort), ("limit", "100")]),
        )
        .await;
        let prices = prices(&body);
        assert!(
            prices.windows(2).all(|w| w[0] >= w[1]),
            "{sort}: {prices:?}"
        );
    }
    let body = search_ok(&api, "/products/search?q=sofa&sort=rating&limit=100").await;
    let ratings: Vec<f64> = products(&body)
        .iter()
        .map(|p| p["rating"].as_f64().unwrap())
        .collect();
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "{ratings:?}");
    let body = search_ok(&api, "/products/search?q=sofa&sort=newest&limit=100").await;
    let created: Vec<&str> = products(&body)
        .iter()
        .map(|p| text(p, "createdAt"))
        .collect();
    assert!(created.windows(2).all(|w| w[0] >= w[1]), "{created:?}");
    let relevance = search_ok(&api, "/products/search?q=sofa&sort=relevance").await;
    let default = search_ok(&api, "/products/search?q=sofa").await;
    assert_eq!(ids(&relevance), ids(&default));

    let page1 = search_ok(&api, "/products/search?q=sofa&limit=5").await;
    let page2 = search_ok(&api, "/products/search?q=sofa&limit=5&page=2").await;
    assert!(total(&page1) > 10);
    assert_eq!(
        (page2["page"].as_u64(), page2["limit"].as_u64()),
        (Some(2), Some(5))
    );
    assert_eq!(total(&page1), total(&page2));
    let (one, two) = (ids(&page1), ids(&page2));
    assert_eq!((one.len(), two.len()), (5, 5));
    assert!(one.iter().all(|id| !two.contains(id)), "{one:?} {two:?}");
    let both = search_ok(&api, "/products/search?q=sofa&limit=10").await;
    assert_eq!(ids(&both), [one, two].concat());

    let beyond = search_ok(&api, "/products/search?q=sofa&page=1000").await;
    assert!(products(&beyond).is_empty());
    assert_eq!(total(&beyond), total(&page1));
}

#[tokio::test]
async fn suggestions_complete_the_last_word() {
    let api = demo_shop().await;
    let (status, body) = api.get("/products/suggestions?q=sof").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut keys: Vec<&String> = body.as_object().unwrap().keys().collect();
    keys.sort_unstable();
    assert_eq!(keys, ["categories", "products"]);
    let found = products(&body);
    assert!(!found.is_empty() && found.len() <= 6, "{body}");
    assert!(is_a(&found[0], "sofa"), "{}", found[0]);
    assert!(found[0]["price"].is_number());
    let categories = body["categories"].as_array().unwrap();
    assert!(!categories.is_empty() && categories.len() <= 4, "{body}");
    let sofas = categories
        .iter()
        .find(|c| c["slug"] == "living-room-sofas")
        .unwrap_or_else(|| panic!("no Sofas suggestion in {body}"));
    assert_eq!(sofas["name"], "Sofas");
    assert_eq!(sofas["parentName"], "Living Room");
    assert!(sofas["count"].as_u64().unwrap() > 0);

    let (_, two) = api.get("/products/suggestions?q=sof&limit=2").await;
    assert!(products(&two).len() <= 2 && !products(&two).is_empty());
    let (_, ten) = api.get("/products/suggestions?q=wardr&limit=10").await;
    assert!(is_a(&products(&ten)[0], "wardrobe"), "{ten}");
}

#[tokio::test]
async fn an_unknown_category_is_a_400_naming_it() {
    let api = demo_shop().await;
    for params in [
        [("q", "sofa"), ("categories", "moon-base")],
        [("q", "sofa"), ("category", "moon-base")],
    ] {
        let uri = search_uri(&params);
        let (status, body) = api.get(&uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {body}");
        assert_eq!(
            body,
            json!({"error": "validation_failed", "message": "Unknown category: moon-base",
                "fields": {"categories": "Unknown category: moon-base"}})
        );
    }
    let uri = search_uri(&[
        ("q", "sofa"),
        ("categories", "living-room-sofas,' OR 1=1 --"),
    ]);
    let (status, body) = api.get(&uri).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["fields"]["categories"].is_string());

    // Known ones, a category and a subcategory, in any case.
    let body = search_ok(
        &api,
        &search_uri(&[("q", "sofa"), ("categories", "Living-Room-Sofas,bedroom")]),
    )
    .await;
    assert!(total(&body) > 0);
}

#[tokio::test]
async fn the_price_range_is_per_category() {
    let api = demo_shop().await;
    let (status, all) = api.get("/products/price-range").await;
    assert_eq!(status, StatusCode::OK);
    let (status, sofas) = api
        .get("/products/price-range?category=living-room-sofas")
        .await;
    assert_eq!(status, StatusCode::OK, "{sofas}");
    let value = |v: &Value, k: &str| v[k].as_f64().unwrap();
    assert!(value(&sofas, "min") <= value(&sofas, "max"));
    assert!(value(&sofas, "min") >= value(&all, "min"));
    assert!(value(&sofas, "max") <= value(&all, "max"));
    assert_ne!(sofas, all);
    let body = search_ok(
        &api,
        "/products/search?q=sofa&categories=living-room-sofas&sort=price_asc&limit=100",
    )
    .await;
    let found = products(&body);
    assert!(value(&found[0], "price") >= value(&sofas, "min"));
    assert!(value(found.last().unwrap(), "price") <= value(&sofas, "max"));

    for category in ["moon-base", "' OR 1=1 --", "%", &"x".repeat(500)] {
        let uri = uri("/products/price-range", &[("category", category)]);
        let (status, body) = api.get(&uri).await;
        assert!(status.is_client_error(), "{uri}: {status} {body}");
    }
}
