//! The media service over real gRPC against real PostgreSQL and a real directory: signatures,
//! what uploads are refused (and that nothing is stored then), metadata stripping, variants.
//! Test pictures are made here with the image crate; none is checked in.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, Rgb, RgbImage, Rgba, RgbaImage};
use shop_common::caller::{Caller, Role};
use shop_common::errors::{ErrorCode, Refusal};
use shop_media::testing::{self, TestMedia, as_admin, as_caller};
use shop_proto::media::v1 as pb;
use tonic::Code;

/// A photo-like JPEG (a gradient, so it compresses like a picture, not a flat colour).
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let picture = RgbImage::from_fn(width, height, |x, y| {
        Rgb([
            (x * 255 / width) as u8,
            (y * 255 / height) as u8,
            ((x + y) % 256) as u8,
        ])
    });
    encode(DynamicImage::ImageRgb8(picture), ImageFormat::Jpeg)
}

fn png_with_alpha(width: u32, height: u32) -> Vec<u8> {
    let picture = RgbaImage::from_fn(width, height, |x, _| Rgba([200, 30, 30, (x % 256) as u8]));
    encode(DynamicImage::ImageRgba8(picture), ImageFormat::Png)
}

fn encode(picture: DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    picture.write_to(&mut out, format).unwrap();
    out.into_inner()
}

fn decode(bytes: &[u8]) -> DynamicImage {
    image::load_from_memory(bytes).expect("a decodable picture")
}

/// A marker written into the GPS block of [`with_exif`], to look for in stored files.
const GPS_MARKER: &[u8] = b"SECRET-HOME-DATUM";

/// `jpeg` with an EXIF block (APP1) right after its start marker: orientation 6 (turn 90
/// degrees clockwise to view) and a GPS block with a latitude and a map datum of
/// [`GPS_MARKER`]. Big-endian TIFF.
fn with_exif(jpeg: &[u8]) -> Vec<u8> {
    let mut tiff: Vec<u8> = b"MM\0\x2a\0\0\0\x08".to_vec();
    let entry = |tiff: &mut Vec<u8>, tag: u16, kind: u16, count: u32, value: [u8; 4]| {
        tiff.extend(tag.to_be_bytes());
        tiff.extend(kind.to_be_bytes());
        tiff.extend(count.to_be_bytes());
        tiff.extend(value);
    };
    // IFD0 at 8: 2 entries (2 + 2*12 + 4 = 30 bytes), GPS IFD at 38.
    let gps_ifd: u32 = 8 + 30;
    tiff.extend(2u16.to_be_bytes());
    entry(&mut tiff, 0x0112, 3, 1, [0, 6, 0, 0]);
    entry(&mut tiff, 0x8825, 4, 1, gps_ifd.to_be_bytes());
    tiff.extend(0u32.to_be_bytes());
    // GPS IFD: 3 entries (2 + 36 + 4 = 42 bytes), data after it.
    let data = gps_ifd + 42;
    let datum_at = data + 24;
    tiff.extend(3u16.to_be_bytes());
    entry(&mut tiff, 0x0001, 2, 2, *b"S\0\0\0");
    entry(&mut tiff, 0x0002, 5, 3, data.to_be_bytes());
    entry(
        &mut tiff,
        0x0012,
        2,
        GPS_MARKER.len() as u32 + 1,
        datum_at.to_be_bytes(),
    );
    tiff.extend(0u32.to_be_bytes());
    for (n, d) in [(1u32, 1u32), (17, 1), (1234, 100)] {
        tiff.extend(n.to_be_bytes());
        tiff.extend(d.to_be_bytes());
    }
    tiff.extend(GPS_MARKER);
    tiff.push(0);

    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend(tiff);
    let mut out = jpeg[..2].to_vec();
    out.extend([0xFF, 0xE1]);
    out.extend(u16::try_from(app1.len() + 2).unwrap().to_be_bytes());
    out.extend(app1);
    out.extend(&jpeg[2..]);
    out
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

async fn signature(media: &TestMedia) -> pb::UploadSignature {
    media
        .client()
        .await
        .create_signature(as_admin(pb::CreateSignatureRequest::default()))
        .await
        .expect("an admin gets a signature")
        .into_inner()
}

fn upload_request(signature: &pb::UploadSignature, image: Vec<u8>) -> pb::UploadRequest {
    pb::UploadRequest {
        image,
        api_key: signature.api_key.clone(),
        timestamp: signature.timestamp.to_string(),
        signature: signature.signature.clone(),
        folder: signature.folder.clone(),
    }
}

async fn upload(media: &TestMedia, request: pb::UploadRequest) -> Result<pb::Asset, tonic::Status> {
    media
        .client()
        .await
        .upload(request)
        .await
        .map(tonic::Response::into_inner)
}

async fn variant(
    media: &TestMedia,
    id: &str,
    width: Option<u32>,
    format: &str,
) -> Result<pb::Variant, tonic::Status> {
    media
        .client()
        .await
        .get_variant(pb::GetVariantRequest {
            public_id: id.to_owned(),
            width,
            format: format.to_owned(),
        })
        .await
        .map(tonic::Response::into_inner)
}

fn assert_refused(result: Result<pb::Asset, tonic::Status>, code: ErrorCode, message: &str) {
    let status = result.expect_err("expected a refusal");
    let refusal = Refusal::read(&status);
    assert_eq!(refusal.code, code, "{status:?}");
    assert_eq!(refusal.message, message, "{status:?}");
}

async fn assert_nothing_stored(media: &TestMedia) {
    assert_eq!(media.asset_count().await, 0, "no row");
    assert_eq!(media.files(), Vec::<String>::new(), "no file");
}

#[tokio::test]
async fn an_admin_signs_and_uploads_a_picture() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    assert_eq!(signature.folder, "products");
    assert_eq!(signature.api_key, testing::TEST_API_KEY);
    assert_eq!(signature.signature.len(), 64);
    assert!((signature.timestamp - chrono::Utc::now().timestamp()).abs() < 5);

    let asset = upload(&media, upload_request(&signature, jpeg(800, 600)))
        .await
        .expect("upload");
    assert!(
        (8..=64).contains(&asset.public_id.len())
            && asset
                .public_id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()),
        "{}",
        asset.public_id
    );
    assert_eq!(asset.image_url, format!("/media/i/{}", asset.public_id));
    assert_eq!((asset.width, asset.height), (800, 600));
    assert_eq!(asset.format, "jpeg");
    let stored =
        std::fs::read(media.dir.0.join(format!("i/{}/original", asset.public_id))).unwrap();
    assert_eq!(asset.bytes, stored.len() as u64);
    assert_eq!(
        asset.variants.iter().map(|v| v.width).collect::<Vec<_>>(),
        vec![160, 320, 480, 640, 960, 1280]
    );
    assert_eq!(
        asset.variants[1].url,
        format!("/media/i/{}?w=320", asset.public_id)
    );
    assert_eq!(media.asset_count().await, 1);
}

#[tokio::test]
async fn only_admins_get_signatures() {
    let media = TestMedia::start().await;
    let mut client = media.client().await;
    let guest = client
        .create_signature(pb::CreateSignatureRequest::default())
        .await
        .unwrap_err();
    assert_eq!(guest.code(), Code::Unauthenticated);
    let customer = client
        .create_signature(as_caller(
            pb::CreateSignatureRequest::default(),
            &Caller::user("7", Role::Customer),
        ))
        .await
        .unwrap_err();
    assert_eq!(customer.code(), Code::PermissionDenied);
    let other_folder = client
        .create_signature(as_admin(pb::CreateSignatureRequest {
            folder: "avatars".into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(
        Refusal::read(&other_folder).code,
        ErrorCode::FolderNotAllowed
    );
}

#[tokio::test]
async fn tampered_signatures_are_refused_and_nothing_is_stored() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    let picture = jpeg(64, 48);

    let mut flipped = upload_request(&signature, picture.clone());
    let last = flipped.signature.pop().unwrap();
    flipped.signature.push(if last == '0' { '1' } else { '0' });
    let mut later = upload_request(&signature, picture.clone());
    later.timestamp = (signature.timestamp + 1000).to_string();
    let mut earlier_padded = upload_request(&signature, picture.clone());
    earlier_padded.timestamp = format!("0{}", signature.timestamp);
    let mut wrong_key = upload_request(&signature, picture.clone());
    wrong_key.api_key = "someone-else".into();
    let mut unsigned = upload_request(&signature, picture.clone());
    unsigned.signature.clear();
    let mut not_a_number = upload_request(&signature, picture.clone());
    not_a_number.timestamp = "soon".into();

    for request in [
        flipped,
        later,
        earlier_padded,
        wrong_key,
        unsigned,
        not_a_number,
    ] {
        let described = format!(
            "{:?}",
            (&request.api_key, &request.timestamp, &request.signature)
        );
        let status = upload(&media, request).await.expect_err(&described);
        assert_eq!(status.code(), Code::Unauthenticated, "{described}");
        let refusal = Refusal::read(&status);
        assert_eq!(refusal.code, ErrorCode::InvalidSignature, "{described}");
        assert_eq!(refusal.message, "Upload signature is invalid");
    }
    assert_nothing_stored(&media).await;
}

#[tokio::test]
async fn a_signature_expires_after_an_hour_even_replayed() {
    let media = TestMedia::start().await;
    let clock = media.service.config.clock.clone();
    let signature = signature(&media).await;

    clock.advance_secs(3_590);
    let first = upload(&media, upload_request(&signature, jpeg(40, 30)))
        .await
        .expect("still valid just before the hour");

    clock.advance_secs(20);
    assert_refused(
        upload(&media, upload_request(&signature, jpeg(41, 30))).await,
        ErrorCode::SignatureExpired,
        "Upload signature has expired - please try again",
    );
    // The request that worked an hour ago, replayed as it was.
    let replay = upload(&media, upload_request(&signature, jpeg(40, 30))).await;
    assert_eq!(
        Refusal::read(&replay.unwrap_err()).code,
        ErrorCode::SignatureExpired
    );
    assert_eq!(media.asset_count().await, 1);
    assert_eq!(
        media.files(),
        vec![format!("i/{}/original", first.public_id)]
    );

    // A signature dated ahead of the service's clock is no signature.
    clock.advance_secs(-7_200);
    let status = upload(&media, upload_request(&signature, jpeg(42, 30)))
        .await
        .unwrap_err();
    assert_eq!(Refusal::read(&status).code, ErrorCode::InvalidSignature);
}

#[tokio::test]
async fn uploads_to_another_folder_are_forbidden() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    let mut request = upload_request(&signature, jpeg(64, 48));
    request.folder = "avatars".into();
    let status = upload(&media, request).await.unwrap_err();
    assert_eq!(status.code(), Code::PermissionDenied);
    let refusal = Refusal::read(&status);
    assert_eq!(refusal.code, ErrorCode::FolderNotAllowed);
    assert_eq!(refusal.message, "Uploads to this folder are not allowed");
    assert_nothing_stored(&media).await;
}

/// A PNG whose header declares `width` x `height` pixels, with a few bytes of pixel data.
fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend(u32::try_from(data.len()).unwrap().to_be_bytes());
        let mut crc_input = kind.to_vec();
        crc_input.extend(data);
        out.extend(crc_input.iter());
        out.extend(crc32(&crc_input).to_be_bytes());
    }
    let mut ihdr = width.to_be_bytes().to_vec();
    ihdr.extend(height.to_be_bytes());
    ihdr.extend([8, 2, 0, 0, 0]); // 8-bit RGB
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &ihdr);
    // A zlib stream of nothing but zeros would inflate to 7.5 GB; a few bytes suffice here.
    chunk(
        &mut out,
        b"IDAT",
        &[0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01],
    );
    chunk(&mut out, b"IEND", &[]);
    out
}

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

#[tokio::test]
async fn files_that_are_not_acceptable_pictures_are_refused_and_nothing_is_stored() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    let not_an_image = "Please select an image file (JPEG, PNG, etc.)";

    // A text file renamed .jpg: the name never reaches the service, the bytes decide.
    assert_refused(
        upload(
            &media,
            upload_request(
                &signature,
                b"just some notes, renamed holiday.jpg\n".to_vec(),
            ),
        )
        .await,
        ErrorCode::ValidationFailed,
        not_an_image,
    );
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>"#;
    assert_refused(
        upload(&media, upload_request(&signature, svg.to_vec())).await,
        ErrorCode::ValidationFailed,
        not_an_image,
    );
    // A GIF is a picture, but not one the shop stores.
    assert_refused(
        upload(
            &media,
            upload_request(&signature, b"GIF89a\x01\0\x01\0\0\0\0;".to_vec()),
        )
        .await,
        ErrorCode::ValidationFailed,
        not_an_image,
    );
    // 6 MB (a JPEG's first bytes, then padding): refused on its size before anything else.
    let mut big = jpeg(64, 48);
    big.resize(6 * 1024 * 1024, 0);
    assert_refused(
        upload(&media, upload_request(&signature, big)).await,
        ErrorCode::PayloadTooLarge,
        "File size exceeds 5MB limit",
    );
    assert_refused(
        upload(&media, upload_request(&signature, Vec::new())).await,
        ErrorCode::ValidationFailed,
        "Please select a file to upload.",
    );
    // A decompression bomb: a tiny file declaring 50,000 x 50,000 pixels.
    let bomb = png_declaring(50_000, 50_000);
    assert!(bomb.len() < 100);
    assert_refused(
        upload(&media, upload_request(&signature, bomb)).await,
        ErrorCode::ValidationFailed,
        "This image is too large: at most 36 megapixels",
    );
    // Within each side's limit, over the pixel count.
    assert_refused(
        upload(
            &media,
            upload_request(&signature, png_declaring(10_000, 10_000)),
        )
        .await,
        ErrorCode::ValidationFailed,
        "This image is too large: at most 36 megapixels",
    );
    // A JPEG cut off half way, and a PNG cut off.
    let whole = jpeg(400, 300);
    assert_refused(
        upload(
            &media,
            upload_request(&signature, whole[..whole.len() / 2].to_vec()),
        )
        .await,
        ErrorCode::ValidationFailed,
        "This image file is damaged or incomplete",
    );
    let png = png_with_alpha(300, 200);
    assert_refused(
        upload(
            &media,
            upload_request(&signature, png[..png.len() / 2].to_vec()),
        )
        .await,
        ErrorCode::ValidationFailed,
        "This image file is damaged or incomplete",
    );

    let status = upload(&media, upload_request(&signature, b"plain text".to_vec()))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(
        Refusal::read(&status).fields,
        vec![("image".to_owned(), not_an_image.to_owned())]
    );
    assert_nothing_stored(&media).await;
}

#[tokio::test]
async fn exif_is_applied_then_dropped_with_the_gps_position() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    let original = with_exif(&jpeg(80, 40));
    assert!(contains(&original, GPS_MARKER) && contains(&original, b"Exif"));
    // The test picture is what it claims: the decoder reads its orientation.
    assert_eq!(decode(&original).width(), 80);

    let asset = upload(&media, upload_request(&signature, original))
        .await
        .expect("upload");
    // Orientation 6: the stored picture is turned upright, 40 wide and 80 high.
    assert_eq!((asset.width, asset.height), (40, 80));
    let stored =
        std::fs::read(media.dir.0.join(format!("i/{}/original", asset.public_id))).unwrap();
    assert!(!contains(&stored, GPS_MARKER), "the GPS block is gone");
    assert!(!contains(&stored, b"Exif"), "no EXIF block at all");
    let decoded = decode(&stored);
    assert_eq!((decoded.width(), decoded.height()), (40, 80));
}

#[tokio::test]
async fn the_same_bytes_uploaded_twice_are_one_asset() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    let picture = jpeg(120, 90);
    let first = upload(&media, upload_request(&signature, picture.clone()))
        .await
        .unwrap();
    let second = upload(&media, upload_request(&signature, picture))
        .await
        .unwrap();
    assert_eq!(first.public_id, second.public_id);
    assert_eq!(first, second);
    let other = upload(&media, upload_request(&signature, jpeg(121, 90)))
        .await
        .unwrap();
    assert_ne!(other.public_id, first.public_id);
    assert_eq!(media.asset_count().await, 2);
}

#[tokio::test]
async fn each_variant_has_the_requested_width_and_is_rendered_once() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    let asset = upload(&media, upload_request(&signature, jpeg(1000, 750)))
        .await
        .unwrap();
    let id = &asset.public_id;

    for (width, expected) in [
        (160, (160, 120)),
        (320, (320, 240)),
        (480, (480, 360)),
        (640, (640, 480)),
        (960, (960, 720)),
        // Never upscaled: wider than the picture gives the picture's size.
        (1280, (1000, 750)),
    ] {
        let variant = variant(&media, id, Some(width), "").await.unwrap();
        assert_eq!(variant.path, format!("i/{id}/w{width}"));
        assert_eq!(variant.content_type, "image/jpeg");
        assert_eq!((variant.width, variant.height), expected);
        let bytes = std::fs::read(media.dir.0.join(&variant.path)).unwrap();
        assert_eq!(image::guess_format(&bytes).unwrap(), ImageFormat::Jpeg);
        let decoded = decode(&bytes);
        assert_eq!((decoded.width(), decoded.height()), expected, "w={width}");
    }

    let webp = variant(&media, id, Some(480), "webp").await.unwrap();
    assert_eq!(webp.path, format!("i/{id}/w480.webp"));
    assert_eq!(webp.content_type, "image/webp");
    let bytes = std::fs::read(media.dir.0.join(&webp.path)).unwrap();
    assert_eq!(image::guess_format(&bytes).unwrap(), ImageFormat::WebP);
    let decoded = decode(&bytes);
    assert_eq!((decoded.width(), decoded.height()), (480, 360));

    // Asked again: the file on disk is answered, not rendered anew.
    let path = media.dir.0.join(&webp.path);
    let written = std::fs::metadata(&path).unwrap().modified().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert_eq!(variant(&media, id, Some(480), "webp").await.unwrap(), webp);
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        written
    );

    // The full-size picture is the stored original.
    let full = variant(&media, id, None, "").await.unwrap();
    assert_eq!(full.path, format!("i/{id}/original"));
    assert_eq!((full.width, full.height), (1000, 750));
}

#[tokio::test]
async fn a_transparent_png_gets_webp_and_jpeg_variants() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    let asset = upload(&media, upload_request(&signature, png_with_alpha(400, 200)))
        .await
        .unwrap();
    assert_eq!(asset.format, "png");
    let own = variant(&media, &asset.public_id, Some(160), "")
        .await
        .unwrap();
    assert_eq!(own.content_type, "image/png");
    let jpeg = variant(&media, &asset.public_id, Some(160), "jpeg")
        .await
        .unwrap();
    let bytes = std::fs::read(media.dir.0.join(&jpeg.path)).unwrap();
    assert_eq!(image::guess_format(&bytes).unwrap(), ImageFormat::Jpeg);
    assert_eq!(decode(&bytes).width(), 160);
    let webp = variant(&media, &asset.public_id, Some(320), "webp")
        .await
        .unwrap();
    let decoded = decode(&std::fs::read(media.dir.0.join(&webp.path)).unwrap());
    assert_eq!((decoded.width(), decoded.height()), (320, 160));
    assert!(decoded.color().has_alpha(), "transparency kept in WebP");
}

#[tokio::test]
async fn only_allowed_widths_and_formats_of_known_pictures_are_rendered() {
    let media = TestMedia::start().await;
    let signature = signature(&media).await;
    let asset = upload(&media, upload_request(&signature, jpeg(300, 200)))
        .await
        .unwrap();
    let files_before = media.files();

    let status = variant(&media, &asset.public_id, Some(500), "gif")
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let refusal = Refusal::read(&status);
    assert_eq!(
        refusal.fields,
        vec![
            (
                "width".to_owned(),
                "Width must be one of 160, 320, 480, 640, 960, 1280".to_owned()
            ),
            (
                "format".to_owned(),
                "Format must be webp or jpeg".to_owned()
            ),
        ]
    );
    for id in [
        "0123456789abcdef0123456789abcdef",
        "../../etc",
        "UPPERCASE123",
    ] {
        let status = variant(&media, id, Some(320), "").await.unwrap_err();
        assert_eq!(
            Refusal::read(&status).code,
            ErrorCode::ImageNotFound,
            "{id}"
        );
    }
    assert_eq!(
        media.files(),
        files_before,
        "nothing rendered for refused requests"
    );
}

/// The S3-compatible store against moto's server (`MOTO_SERVER`, set by scripts/test.sh): the
/// bucket holds the pictures, replicas share it, an outage is a clear 503 with nothing recorded.
mod s3 {
    use super::*;
    use shop_media::testing::{Moto, TempDir, bucket_keys};

    async fn start_over(moto: &Moto, bucket: &str) -> TestMedia {
        let dir = TempDir::new();
        let mut config = testing::config(dir.0.clone());
        config.s3 = Some(moto.settings(bucket));
        TestMedia::start_with(config, dir).await
    }

    #[tokio::test]
    async fn an_upload_lands_in_the_bucket_and_variants_come_back_with_their_bytes() {
        let moto = Moto::start().await;
        moto.create_bucket("pictures").await;
        let media = start_over(&moto, "pictures").await;
        let asset = upload(
            &media,
            upload_request(&signature(&media).await, jpeg(800, 600)),
        )
        .await
        .expect("stored in the bucket");
        let original = format!("i/{}/original", asset.public_id);
        assert_eq!(
            bucket_keys(&moto.settings("pictures"), "i").await,
            vec![original.clone()]
        );
        assert_eq!(media.files(), Vec::<String>::new(), "nothing on local disk");

        let small = variant(&media, &asset.public_id, Some(320), "")
            .await
            .expect("a variant");
        assert_eq!(small.path, format!("i/{}/w320", asset.public_id));
        assert_eq!(decode(&small.data).width(), 320, "the bytes come back");
        assert_eq!(
            bucket_keys(&moto.settings("pictures"), "i").await,
            vec![original, small.path.clone()]
        );
    }

    #[tokio::test]
    async fn a_variant_rendered_by_one_replica_is_served_by_another_without_rendering() {
        let moto = Moto::start().await;
        moto.create_bucket("shared").await;
        let a = start_over(&moto, "shared").await;
        let asset = upload(&a, upload_request(&signature(&a).await, jpeg(900, 600)))
            .await
            .expect("stored");
        let rendered = variant(&a, &asset.public_id, Some(480), "webp")
            .await
            .expect("rendered by A");

        // Replica B: the same database and bucket, its own process state and (empty) disk.
        let dir = TempDir::new();
        let mut config = testing::config(dir.0.clone());
        config.s3 = Some(moto.settings("shared"));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let b_addr = listener.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let pool = a.service.pool.clone();
        tokio::spawn(async move {
            shop_media::serve(listener, pool, &config, async {
                let _ = stopped.await;
            })
            .await
        });
        // Without the original B could not render: whatever it answers was in the bucket.
        let client = shop_media::testing::client(
            tonic::transport::Endpoint::from_shared(format!("http://{b_addr}"))
                .unwrap()
                .connect_timeout(std::time::Duration::from_secs(5))
                .connect()
                .await
                .expect("connect to replica B"),
        );
        delete_key(&moto, "shared", &format!("i/{}/original", asset.public_id)).await;
        let from_b = client
            .clone()
            .get_variant(pb::GetVariantRequest {
                public_id: asset.public_id.clone(),
                width: Some(480),
                format: "webp".to_owned(),
            })
            .await
            .expect("B finds A's variant in the bucket")
            .into_inner();
        assert_eq!(from_b.path, rendered.path);
        assert_eq!(from_b.data, rendered.data, "the very bytes A rendered");
        // A width nobody rendered needs the original, which is gone: B did not render above.
        let other = client
            .clone()
            .get_variant(pb::GetVariantRequest {
                public_id: asset.public_id.clone(),
                width: Some(160),
                format: String::new(),
            })
            .await;
        assert!(other.is_err(), "B cannot render without the original");
        let _ = stop.send(());
    }

    async fn delete_key(moto: &Moto, bucket: &str, key: &str) {
        let store = shop_media::store::S3::new(&moto.settings(bucket)).unwrap();
        // remove_all of a picture's prefix would take the variants too: one key only here.
        let client = object_store::aws::AmazonS3Builder::new()
            .with_bucket_name(bucket)
            .with_region("us-east-1")
            .with_endpoint(&moto.endpoint)
            .with_access_key_id(testing::MOTO_KEY_ID)
            .with_secret_access_key(testing::MOTO_SECRET)
            .with_allow_http(true)
            .build()
            .unwrap();
        object_store::ObjectStoreExt::delete(&client, &object_store::path::Path::from(key))
            .await
            .unwrap();
        assert!(
            !shop_media::store::Store::exists(&store, key).await.unwrap(),
            "{key} deleted"
        );
    }

    #[tokio::test]
    async fn a_store_outage_is_a_clear_503_and_records_nothing() {
        let mut moto = Moto::start().await;
        moto.create_bucket("down").await;
        let media = start_over(&moto, "down").await;
        let signature = signature(&media).await;
        moto.stop();
        let started = std::time::Instant::now();
        let status = upload(&media, upload_request(&signature, jpeg(400, 300)))
            .await
            .expect_err("the bucket is down");
        let refusal = Refusal::read(&status);
        assert_eq!(refusal.code, ErrorCode::ServiceUnavailable, "{status:?}");
        assert_eq!(refusal.message, shop_media::grpc::STORAGE_DOWN);
        assert_eq!(status.code(), Code::Unavailable);
        assert!(
            started.elapsed() < std::time::Duration::from_secs(15),
            "an outage answers promptly: {:?}",
            started.elapsed()
        );
        assert_eq!(media.asset_count().await, 0, "no asset row");
    }
}
