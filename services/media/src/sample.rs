//! A photo-like picture for benchmarks and demos (`media sample-picture`): smooth colour
//! gradients with fine grain, so it compresses like a photograph rather than a flat drawing.

use image::{DynamicImage, Rgb, RgbImage};

/// A `width` x `height` JPEG at quality 90, the same bytes for the same size.
pub fn photo_like_jpeg(width: u32, height: u32) -> image::ImageResult<Vec<u8>> {
    let mut state: u32 = 0x9E37_79B9;
    let picture = RgbImage::from_fn(width, height, |x, y| {
        // xorshift32: deterministic grain.
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let grain = (state % 25) as f32 - 12.0;
        let (fx, fy) = (x as f32 / width as f32, y as f32 / height as f32);
        let wave = ((fx * 9.0).sin() * (fy * 7.0).cos()) * 40.0;
        let channel = |base: f32| (base + wave + grain).clamp(0.0, 255.0) as u8;
        Rgb([
            channel(90.0 + 120.0 * fx),
            channel(70.0 + 100.0 * fy),
            channel(60.0 + 80.0 * (1.0 - fx) * fy),
        ])
    });
    let mut out = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90);
    DynamicImage::ImageRgb8(picture).write_with_encoder(encoder)?;
    Ok(out)
}
