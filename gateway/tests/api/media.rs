//! Pictures through the gateway (admin spec, "Upload"): the signature, the multipart upload and
//! what it refuses, and the pictures and variants at `/media/i/`, over a real media service and
//! a real auth service sharing the media directory with the gateway. The spec's own call
//! sequence (generate a signature, then upload the form with it) is walked here rather than in
//! `conformance`, whose harness runs no media service.

use std::io::Cursor;

use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode, header};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use serde_json::Value;
use shop_auth::testing::TestAuth;
use shop_gateway::config::{Config, ServiceUrls};
use shop_gateway::state::AppState;
use shop_media::testing::{Moto, TempDir, TestMedia};
use tower::ServiceExt;

use crate::common::gateway_config;

struct MediaApi {
    app: axum::Router,
    auth: TestAuth,
    media: TestMedia,
    /// The gateway's own MEDIA_DIR when the pictures live in a bucket (its cache).
    cache: Option<TempDir>,
}

impl MediaApi {
    async fn start() -> Self {
        Self::start_with(TestMedia::start().await, None).await
    }

    /// Pictures in `bucket` of `moto`; the gateway's MEDIA_DIR is its own, empty at first.
    async fn start_over_s3(moto: &Moto, bucket: &str) -> Self {
        let dir = TempDir::new();
        let mut config = shop_media::testing::config(dir.0.clone());
        config.s3 = Some(moto.settings(bucket));
        let media = TestMedia::start_with(config, dir).await;
        Self::start_with(media, Some(TempDir::new())).await
    }

    async fn start_with(media: TestMedia, cache: Option<TempDir>) -> Self {
        let auth = TestAuth::start(shop_auth::testing::config()).await;
        let down = "http://127.0.0.1:1".to_owned();
        let services = ServiceUrls {
            auth: auth.url(),
            catalog: down.clone(),
            orders: down.clone(),
            payments: down,
            media: media.url(),
        };
        let config = Config {
            media_dir: cache.as_ref().unwrap_or(&media.dir).0.clone(),
            // No sign-in through this gateway: tokens are made by the auth service directly.
            ..gateway_config(services, "redis://127.0.0.1:1".into())
        };
        let app = shop_gateway::app(AppState::connect(&config).unwrap(), &config);
        auth.client().await;
        media.client().await;
        Self {
            app,
            auth,
            media,
            cache,
        }
    }

    async fn call(&self, request: Request<Body>) -> (StatusCode, HeaderMap, Vec<u8>) {
        let response = self.app.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = axum::body::to_bytes(response.into_body(), 1 << 24)
            .await
            .unwrap();
        (status, headers, body.to_vec())
    }

    async fn get_json(&self, uri: &str, token: Option<&str>) -> (StatusCode, Value) {
        let mut request = Request::get(uri).header(header::ACCEPT, "application/json");
        if let Some(token) = token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let (status, _, body) = self.call(request.body(Body::empty()).unwrap()).await;
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }

    async fn admin_token(&self) -> String {
        self.auth
            .make_admin("pictures-admin@shop.test", "admin-secret-1")
            .await
            .token
    }

    async fn signature(&self) -> Value {
        let token = self.admin_token().await;
        let (status, body) = self.get_json("/api/generate-signature", Some(&token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    /// `POST /api/upload` with `fields` (name, file name and content type for files, value).
    async fn upload(&self, parts: &[Part<'_>]) -> (StatusCode, Value) {
        let boundary = "----shop-test-boundary-7MA4YWxkTrZu0gW";
        let mut body = Vec::new();
        for part in parts {
            body.extend(format!("--{boundary}\r\n").as_bytes());
            match part {
                Part::Text(name, value) => {
                    body.extend(
                        format!(
                            "Content-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
                        )
                        .as_bytes(),
                    );
                }
                Part::File(name, filename, content_type, bytes) => {
                    body.extend(
                        format!(
                            "Content-Disposition: form-data; name=\"{name}\"; \
                             filename=\"{filename}\"\r\nContent-Type: {content_type}\r\n\r\n"
                        )
                        .as_bytes(),
                    );
                    body.extend(*bytes);
                    body.extend(b"\r\n");
                }
            }
        }
        body.extend(format!("--{boundary}--\r\n").as_bytes());
        let request = Request::post("/api/upload")
            .header(header::ACCEPT, "application/json")
            .header(
                header::CONTENT_TYPE,
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(Body::from(body))
            .unwrap();
        let (status, _, body) = self.call(request).await;
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }

    async fn upload_signed(
        &self,
        signature: &Value,
        filename: &str,
        bytes: &[u8],
    ) -> (StatusCode, Value) {
        self.upload(&signed_form(signature, filename, bytes)).await
    }

    async fn image(
        &self,
        uri: &str,
        if_none_match: Option<&str>,
    ) -> (StatusCode, HeaderMap, Vec<u8>) {
        let mut request = Request::get(uri).header(header::ACCEPT, "image/avif,image/webp,*/*");
        if let Some(tag) = if_none_match {
            request = request.header(header::IF_NONE_MATCH, tag);
        }
        self.call(request.body(Body::empty()).unwrap()).await
    }

    async fn assert_nothing_stored(&self) {
        assert_eq!(self.media.asset_count().await, 0, "no row");
        assert_eq!(self.media.files(), Vec::<String>::new(), "no file");
    }
}

enum Part<'a> {
    Text(&'a str, String),
    File(&'a str, &'a str, &'a str, &'a [u8]),
}

fn text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The spec's form: image, api_key, timestamp, signature, folder.
fn signed_form<'a>(signature: &Value, filename: &'a str, bytes: &'a [u8]) -> Vec<Part<'a>> {
    vec![
        Part::File("image", filename, "image/jpeg", bytes),
        Part::Text("api_key", text(&signature["apiKey"])),
        Part::Text("timestamp", text(&signature["timestamp"])),
        Part::Text("signature", text(&signature["signature"])),
        Part::Text("folder", text(&signature["folder"])),
    ]
}

fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let picture = RgbImage::from_fn(width, height, |x, y| {
        Rgb([(x * 255 / width) as u8, (y * 255 / height) as u8, 90])
    });
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(picture)
        .write_to(&mut out, ImageFormat::Jpeg)
        .unwrap();
    out.into_inner()
}

#[track_caller]
fn assert_error(result: &(StatusCode, Value), status: StatusCode, code: &str, message: &str) {
    assert_eq!(result.0, status, "{}", result.1);
    assert_eq!(result.1["error"], code, "{}", result.1);
    assert_eq!(result.1["message"], message, "{}", result.1);
}

#[tokio::test]
async fn only_admins_get_an_upload_signature() {
    let api = MediaApi::start().await;
    let (status, body) = api.get_json("/api/generate-signature", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(body["error"], "unauthorized");
    let customer = api
        .auth
        .make_user("shopper@shop.test", "shopper-secret-1", "user")
        .await
        .token;
    let (status, body) = api
        .get_json("/api/generate-signature", Some(&customer))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["error"], "forbidden");

    let signature = api.signature().await;
    assert_eq!(signature["folder"], "products");
    assert!(signature["apiKey"].as_str().is_some_and(|k| !k.is_empty()));
    assert!(signature["timestamp"].is_i64(), "{signature}");
    let hex = signature["signature"].as_str().unwrap();
    assert!(
        hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_hexdigit()),
        "{hex}"
    );
}

#[tokio::test]
async fn the_spec_upload_stores_a_picture_served_with_its_variants() {
    let api = MediaApi::start().await;
    let signature = api.signature().await;
    // The spec's call: multipart with image, api_key, timestamp, signature, folder; no bearer.
    let (status, body) = api
        .upload_signed(&signature, "living-room.jpg", &jpeg(1200, 800))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["publicId"].as_str().unwrap().to_owned();
    assert!(
        (8..=64).contains(&id.len())
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()),
        "{id}"
    );
    assert_eq!(body["imageUrl"], format!("/media/i/{id}"));
    assert_eq!(
        (body["width"].as_u64(), body["height"].as_u64()),
        (Some(1200), Some(800))
    );
    assert_eq!(body["format"], "jpeg");
    assert!(body["bytes"].as_u64().unwrap() > 0);
    let variants = body["variants"].as_array().unwrap();
    assert_eq!(variants.len(), 6);
    assert_eq!(variants[0]["width"], 160);
    assert_eq!(variants[0]["url"], format!("/media/i/{id}?w=160"));

    // The full-size picture, cached for a year, with an ETag that answers 304.
    let url = format!("/media/i/{id}");
    let (status, headers, bytes) = api.image(&url, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "image/jpeg");
    assert_eq!(
        headers[header::CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(bytes.len() as u64, body["bytes"].as_u64().unwrap());
    let etag = headers[header::ETAG].to_str().unwrap().to_owned();
    let (status, headers, bytes) = api.image(&url, Some(&etag)).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert!(bytes.is_empty());
    assert_eq!(headers[header::ETAG], etag.as_str());
    let (status, ..) = api.image(&url, Some("\"something-else\"")).await;
    assert_eq!(status, StatusCode::OK);

    // Every variant of the upload's list has its width; the height follows.
    for variant in variants {
        let width = variant["width"].as_u64().unwrap() as u32;
        let (status, headers, bytes) = api.image(variant["url"].as_str().unwrap(), None).await;
        assert_eq!(status, StatusCode::OK, "w={width}");
        assert_eq!(headers[header::CONTENT_TYPE], "image/jpeg");
        assert_eq!(
            headers[header::CACHE_CONTROL],
            "public, max-age=31536000, immutable"
        );
        let decoded = image::load_from_memory(&bytes).unwrap();
        // The height rounded to the nearest pixel.
        let expected = if width >= 1200 {
            (1200, 800)
        } else {
            (width, (width * 800 + 600) / 1200)
        };
        assert_eq!((decoded.width(), decoded.height()), expected, "w={width}");
        // Asked again: served from the directory, the same bytes and tag.
        let (status, again, same) = api.image(variant["url"].as_str().unwrap(), None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(same, bytes);
        assert_eq!(again[header::ETAG], headers[header::ETAG]);
    }

    let (status, headers, bytes) = api.image(&format!("{url}?w=480&format=webp"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "image/webp");
    let decoded = image::load_from_memory_with_format(&bytes, ImageFormat::WebP).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (480, 320));
    let (_, webp_again, _) = api.image(&format!("{url}?w=480&format=webp"), None).await;
    assert_ne!(
        webp_again[header::ETAG],
        etag.as_str(),
        "each rendering has its own tag"
    );

    // The same file again is the same picture.
    let (status, again) = api
        .upload_signed(&signature, "copy.jpg", &jpeg(1200, 800))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{again}");
    assert_eq!(again["publicId"], id.as_str());
    assert_eq!(api.media.asset_count().await, 1);
}

#[tokio::test]
async fn pictures_refuse_other_widths_formats_and_unknown_ids() {
    let api = MediaApi::start().await;
    let signature = api.signature().await;
    let (_, body) = api
        .upload_signed(&signature, "a.jpg", &jpeg(300, 200))
        .await;
    let url = format!("/media/i/{}", body["publicId"].as_str().unwrap());

    for query in ["?w=500", "?w=0", "?w=2000", "?w=320&format=gif"] {
        let (status, headers, body) = api.image(&format!("{url}{query}"), None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}");
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["error"], "validation_failed", "{query} {body}");
        if query.starts_with("?w=") && !query.contains("format") {
            assert_eq!(
                body["fields"]["w"], "Width must be one of 160, 320, 480, 640, 960, 1280",
                "{query} {body}"
            );
        }
        assert!(
            headers
                .get(header::CACHE_CONTROL)
                .is_none_or(|v| !v.to_str().unwrap().contains("public"))
        );
    }
    let (status, _, body) = api.image(&format!("{url}?w=wide"), None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        serde_json::from_slice::<Value>(&body).unwrap()["error"],
        "bad_request"
    );

    for missing in [
        "/media/i/0123456789abcdef0123456789abcdef",
        "/media/i/0123456789abcdef0123456789abcdef?w=320",
        "/media/i/NOT-AN-ID",
        "/media/i/%FF%FE",
        "/media/i/..%2F..%2Fetc%2Fpasswd",
    ] {
        let (status, headers, body) = api.image(missing, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{missing}");
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["error"], "image_not_found", "{missing}");
        assert!(
            headers
                .get(header::CACHE_CONTROL)
                .is_none_or(|v| !v.to_str().unwrap().contains("public"))
        );
    }
}

#[tokio::test]
async fn the_demo_pictures_are_still_served() {
    let api = MediaApi::start().await;
    let demo = api.media.dir.0.join("demo");
    std::fs::create_dir_all(&demo).unwrap();
    std::fs::write(
        demo.join("sofa.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
    )
    .unwrap();
    let (status, headers, _) = api.image("/media/demo/sofa.svg", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "image/svg+xml");
    let (status, ..) = api.image("/media/demo/missing.svg", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn bad_signatures_are_refused_and_nothing_is_stored() {
    let api = MediaApi::start().await;
    let signature = api.signature().await;
    let picture = jpeg(64, 48);

    let mut tampered = signature.clone();
    let hex = tampered["signature"].as_str().unwrap();
    let flipped = format!(
        "{}{}",
        &hex[..63],
        if hex.ends_with('0') { '1' } else { '0' }
    );
    tampered["signature"] = Value::String(flipped);
    assert_error(
        &api.upload_signed(&tampered, "a.jpg", &picture).await,
        StatusCode::UNAUTHORIZED,
        "invalid_signature",
        "Upload signature is invalid",
    );
    let mut moved = signature.clone();
    moved["timestamp"] = Value::from(signature["timestamp"].as_i64().unwrap() + 3600);
    assert_error(
        &api.upload_signed(&moved, "a.jpg", &picture).await,
        StatusCode::UNAUTHORIZED,
        "invalid_signature",
        "Upload signature is invalid",
    );
    // Without the signature's fields at all.
    assert_error(
        &api.upload(&[Part::File("image", "a.jpg", "image/jpeg", &picture)])
            .await,
        StatusCode::UNAUTHORIZED,
        "invalid_signature",
        "Upload signature is invalid",
    );
    let mut elsewhere = signature.clone();
    elsewhere["folder"] = Value::from("avatars");
    assert_error(
        &api.upload_signed(&elsewhere, "a.jpg", &picture).await,
        StatusCode::FORBIDDEN,
        "folder_not_allowed",
        "Uploads to this folder are not allowed",
    );

    // An hour later the same signature, replayed, has expired.
    api.media.service.config.clock.advance_secs(3_601);
    assert_error(
        &api.upload_signed(&signature, "a.jpg", &picture).await,
        StatusCode::UNAUTHORIZED,
        "signature_expired",
        "Upload signature has expired - please try again",
    );
    api.assert_nothing_stored().await;
}

/// A PNG whose header declares `width` x `height` pixels, with almost no pixel data.
fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFFu32;
        for byte in bytes {
            crc ^= u32::from(*byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend(u32::try_from(data.len()).unwrap().to_be_bytes());
        let mut typed = kind.to_vec();
        typed.extend(data);
        out.extend(&typed);
        out.extend(crc32(&typed).to_be_bytes());
    }
    let mut ihdr = width.to_be_bytes().to_vec();
    ihdr.extend(height.to_be_bytes());
    ihdr.extend([8, 2, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(
        &mut out,
        b"IDAT",
        &[0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01],
    );
    chunk(&mut out, b"IEND", &[]);
    out
}

#[tokio::test]
async fn files_that_are_not_acceptable_pictures_get_a_clear_4xx_and_nothing_is_stored() {
    let api = MediaApi::start().await;
    let signature = api.signature().await;
    let not_an_image = "Please select an image file (JPEG, PNG, etc.)";

    let cases: Vec<(&str, &str, Vec<u8>, StatusCode, &str)> = vec![
        ("notes.jpg", "text file renamed .jpg", b"Shopping list: sofa, lamp\n".to_vec(),
            StatusCode::BAD_REQUEST, not_an_image),
        ("logo.svg", "SVG with a script",
            br#"<svg xmlns="http://www.w3.org/2000/svg"><script>fetch('/api/users')</script></svg>"#.to_vec(),
            StatusCode::BAD_REQUEST, not_an_image),
        ("bomb.png", "PNG declaring 50,000 x 50,000 pixels", png_declaring(50_000, 50_000),
            StatusCode::BAD_REQUEST, "This image is too large: at most 36 megapixels"),
        ("cut.jpg", "truncated JPEG", { let j = jpeg(400, 300); j[..j.len() / 2].to_vec() },
            StatusCode::BAD_REQUEST, "This image file is damaged or incomplete"),
        ("big.jpg", "6 MB file", { let mut j = jpeg(64, 48); j.resize(6 * 1024 * 1024, 7); j },
            StatusCode::PAYLOAD_TOO_LARGE, "File size exceeds 5MB limit"),
        ("empty.jpg", "empty file", Vec::new(),
            StatusCode::BAD_REQUEST, "Please select a file to upload."),
    ];
    for (filename, what, bytes, status, message) in &cases {
        let (got, body) = api.upload_signed(&signature, filename, bytes).await;
        assert_eq!(got, *status, "{what}: {body}");
        assert_eq!(body["message"], *message, "{what}: {body}");
        if *status == StatusCode::BAD_REQUEST {
            assert_eq!(body["error"], "validation_failed", "{what}");
            assert_eq!(body["fields"]["image"], *message, "{what}: {body}");
        } else {
            assert_eq!(body["error"], "payload_too_large", "{what}");
        }
    }
    // No file at all, and a body that is no multipart form.
    let mut form = signed_form(&signature, "x.jpg", b"");
    form.remove(0);
    let (status, body) = api.upload(&form).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["message"], "Please select a file to upload.", "{body}");
    let request = Request::post("/api/upload")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from("{\"image\": \"data:image/png;base64,AAAA\"}"))
        .unwrap();
    let (status, _, body) = api.call(request).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        serde_json::from_slice::<Value>(&body).unwrap()["error"],
        "bad_request"
    );
    api.assert_nothing_stored().await;
}

#[tokio::test]
async fn a_picture_just_under_5_mb_goes_through_the_gateway() {
    let api = MediaApi::start().await;
    let signature = api.signature().await;
    // A valid JPEG padded with zeros after its end marker to 4.9 MB: far over the API's 1 MB
    // JSON body limit, under the upload's own.
    let mut picture = jpeg(320, 240);
    picture.resize(4_900 * 1024, 0);
    let (status, body) = api.upload_signed(&signature, "large.jpg", &picture).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(
        (body["width"].as_u64(), body["height"].as_u64()),
        (Some(320), Some(240))
    );
    // Stored normalised: the padding is gone.
    assert!(body["bytes"].as_u64().unwrap() < 100 * 1024, "{body}");
}

/// With an S3-compatible bucket (moto's server, `MOTO_SERVER`) for storage, the gateway's
/// MEDIA_DIR is a local cache: the first request of a picture takes its bytes from the media
/// service, every later one is served from the cache exactly as from a shared directory.
#[tokio::test]
async fn with_a_bucket_the_gateway_caches_pictures_in_its_own_directory() {
    let mut moto = Moto::start().await;
    moto.create_bucket("gateway-pictures").await;
    let api = MediaApi::start_over_s3(&moto, "gateway-pictures").await;
    let cache = api.cache.as_ref().unwrap().0.clone();
    let signature = api.signature().await;
    let (status, body) = api
        .upload_signed(&signature, "sofa.jpg", &jpeg(1000, 500))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["publicId"].as_str().unwrap().to_owned();
    assert!(
        std::fs::read_dir(&cache).unwrap().next().is_none(),
        "the gateway's cache starts empty"
    );

    let url = format!("/media/i/{id}?w=320");
    let (status, headers, bytes) = api.image(&url, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "image/jpeg");
    assert_eq!(
        headers[header::CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
    let decoded = image::load_from_memory(&bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (320, 160));
    let cached = cache.join(format!("i/{id}/w320"));
    assert_eq!(
        std::fs::read(&cached).unwrap(),
        bytes,
        "written to the cache"
    );
    let etag = headers[header::ETAG].to_str().unwrap().to_owned();
    assert_eq!(
        etag,
        format!("\"i-{id}-w320\""),
        "the tag of a shared directory"
    );

    // The bucket gone: the cached file still answers, with the same tag and 304.
    moto.stop();
    let (status, again, same) = api.image(&url, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(same, bytes);
    assert_eq!(again[header::ETAG], etag.as_str());
    let (status, _, empty) = api.image(&url, Some(&etag)).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert!(empty.is_empty());

    // ...while a picture never cached needs the bucket: a clear 503.
    let (status, _, body) = api.image(&format!("/media/i/{id}?w=160"), None).await;
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["message"], shop_media::grpc::STORAGE_DOWN);
}

/// An upload while the bucket is down: 503 with a clear message, and no asset recorded.
#[tokio::test]
async fn an_upload_while_the_bucket_is_down_is_a_clear_503_and_records_nothing() {
    let mut moto = Moto::start().await;
    moto.create_bucket("down").await;
    let api = MediaApi::start_over_s3(&moto, "down").await;
    let signature = api.signature().await;
    moto.stop();
    let result = api
        .upload_signed(&signature, "chair.jpg", &jpeg(600, 400))
        .await;
    assert_error(
        &result,
        StatusCode::SERVICE_UNAVAILABLE,
        "service_unavailable",
        shop_media::grpc::STORAGE_DOWN,
    );
    assert_eq!(api.media.asset_count().await, 0, "no asset row");
}
