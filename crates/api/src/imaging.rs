//! Pure image work behind uploads, `/api/files?w=` variants and the demo photos: reading
//! dimensions, decoding (EXIF orientation applied), resizing and lossy WebP encoding.
//! Everything here is CPU-bound and synchronous; callers run it with [`run_blocking`].

use std::io::Cursor;
use std::sync::LazyLock;

use fast_image_resize as fr;
use image::{DynamicImage, ImageDecoder, ImageReader, Limits};

/// Pictures larger than this on either side are refused (and never decoded).
pub const MAX_SIDE: u32 = 8000;
/// Pictures smaller than this on either side are refused at upload.
pub const MIN_SIDE: u32 = 16;
/// The widest picture that is stored; wider uploads are scaled down.
pub const MAX_STORED_WIDTH: u32 = 1920;
/// libwebp quality for everything we encode: small files, no visible blocking on photos.
pub const WEBP_QUALITY: f32 = 80.0;

#[derive(Debug, thiserror::Error)]
pub enum ImagingError {
    #[error("not a decodable image: {0}")]
    Decode(String),
    #[error("image is {0}x{1}, larger than {MAX_SIDE}x{MAX_SIDE}")]
    TooLarge(u32, u32),
    #[error("image is {0}x{1}, smaller than {MIN_SIDE}x{MIN_SIDE}")]
    TooSmall(u32, u32),
    #[error("resize: {0}")]
    Resize(String),
    #[error("WebP encoding: {0}")]
    Encode(String),
}

/// 8-bit pixels, row by row: RGB, or RGBA when `alpha`.
#[derive(Debug, Clone)]
pub struct Pixels {
    pub width: u32,
    pub height: u32,
    pub alpha: bool,
    pub data: Vec<u8>,
}

impl Pixels {
    fn channels(&self) -> usize {
        if self.alpha { 4 } else { 3 }
    }

    fn pixel_type(&self) -> fr::PixelType {
        if self.alpha { fr::PixelType::U8x4 } else { fr::PixelType::U8x3 }
    }
}

/// An encoded WebP and its size in pixels.
#[derive(Debug, Clone)]
pub struct Webp {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

fn reader(bytes: &[u8]) -> Result<ImageReader<Cursor<&[u8]>>, ImagingError> {
    let mut reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|e| ImagingError::Decode(e.to_string()))?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    reader.limits(limits);
    Ok(reader)
}

/// Width and height from the file's header, without decoding the pixels.
pub fn dimensions(bytes: &[u8]) -> Result<(u32, u32), ImagingError> {
    let reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|e| ImagingError::Decode(e.to_string()))?;
    if reader.format().is_none() {
        return Err(ImagingError::Decode("unknown format".into()));
    }
    reader.into_dimensions().map_err(|e| ImagingError::Decode(e.to_string()))
}

/// Refuses pictures outside [`MIN_SIDE`]..=[`MAX_SIDE`] on either side.
pub fn check_size(width: u32, height: u32) -> Result<(), ImagingError> {
    if width > MAX_SIDE || height > MAX_SIDE {
        Err(ImagingError::TooLarge(width, height))
    } else if width < MIN_SIDE || height < MIN_SIDE {
        Err(ImagingError::TooSmall(width, height))
    } else {
        Ok(())
    }
}

/// Decodes a JPEG, PNG, GIF (first frame) or WebP, turned upright by its EXIF orientation.
/// Pictures over [`MAX_SIDE`] are refused from their header, before any pixel is decoded.
pub fn decode(bytes: &[u8]) -> Result<Pixels, ImagingError> {
    let (width, height) = dimensions(bytes)?;
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(ImagingError::TooLarge(width, height));
    }
    let mut decoder = reader(bytes)?.into_decoder().map_err(|e| ImagingError::Decode(e.to_string()))?;
    // Metadata is dropped when we re-encode, so the orientation has to be baked into the pixels.
    let orientation = decoder.orientation().unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(|e| ImagingError::Decode(e.to_string()))?;
    image.apply_orientation(orientation);
    let (width, height) = (image.width(), image.height());
    if width == 0 || height == 0 {
        return Err(ImagingError::Decode("empty image".into()));
    }
    Ok(if image.color().has_alpha() {
        Pixels { width, height, alpha: true, data: image.into_rgba8().into_raw() }
    } else {
        Pixels { width, height, alpha: false, data: image.into_rgb8().into_raw() }
    })
}

/// The size of a `width`x`height` picture scaled to at most `max_width` wide, aspect kept;
/// never wider than it is.
pub fn fit_width(width: u32, height: u32, max_width: u32) -> (u32, u32) {
    if width <= max_width {
        return (width, height);
    }
    let scaled = (u64::from(height) * u64::from(max_width) + u64::from(width) / 2) / u64::from(width);
    (max_width, (scaled as u32).max(1))
}

/// Resamples to exactly `width`x`height` (Lanczos3; alpha-aware).
pub fn resize(pixels: &Pixels, width: u32, height: u32) -> Result<Pixels, ImagingError> {
    if (width, height) == (pixels.width, pixels.height) {
        return Ok(pixels.clone());
    }
    let src = fr::images::ImageRef::new(pixels.width, pixels.height, &pixels.data, pixels.pixel_type())
        .map_err(|e| ImagingError::Resize(e.to_string()))?;
    let mut dst = fr::images::Image::new(width, height, pixels.pixel_type());
    fr::Resizer::new()
        .resize(&src, &mut dst, &fr::ResizeOptions::new().resize_alg(fr::ResizeAlg::Convolution(fr::FilterType::Lanczos3)))
        .map_err(|e| ImagingError::Resize(e.to_string()))?;
    Ok(Pixels { width, height, alpha: pixels.alpha, data: dst.into_vec() })
}

/// Lossy WebP at `quality` (0-100).
pub fn encode_webp(pixels: &Pixels, quality: f32) -> Result<Vec<u8>, ImagingError> {
    if pixels.data.len() != pixels.width as usize * pixels.height as usize * pixels.channels() {
        return Err(ImagingError::Encode("pixel buffer does not match the size".into()));
    }
    let encoder = if pixels.alpha {
        webp::Encoder::from_rgba(&pixels.data, pixels.width, pixels.height)
    } else {
        webp::Encoder::from_rgb(&pixels.data, pixels.width, pixels.height)
    };
    let mut config = webp::WebPConfig::new().map_err(|_| ImagingError::Encode("libwebp configuration".into()))?;
    config.quality = quality;
    config.alpha_compression = 1;
    let memory = encoder.encode_advanced(&config).map_err(|e| ImagingError::Encode(format!("{e:?}")))?;
    Ok(memory.to_vec())
}

/// Encodes `pixels` scaled to exactly `width`x`height` by libwebp's own rescaler (bilinear up,
/// area-averaging down), with the fastest method. Meant for generated pictures (the demo seed):
/// libwebp is C and stays fast in debug builds, where the generic Rust resizers are compiled
/// unoptimised into this crate and take the better part of a second per picture.
pub fn encode_webp_scaled(pixels: &Pixels, width: u32, height: u32, quality: f32) -> Result<Vec<u8>, ImagingError> {
    use libwebp_sys as sys;

    /// Frees the picture's buffers on every path.
    struct Picture(sys::WebPPicture);
    impl Drop for Picture {
        fn drop(&mut self) {
            // SAFETY: the picture was initialised by `WebPPicture::new`; freeing is valid with or without buffers.
            unsafe { sys::WebPPictureFree(&mut self.0) }
        }
    }
    /// Owns the encoder's output buffer; boxed so its address stays fixed while libwebp writes to it.
    struct Writer(sys::WebPMemoryWriter);
    impl Drop for Writer {
        fn drop(&mut self) {
            // SAFETY: initialised by `WebPMemoryWriterInit` before any use.
            unsafe { sys::WebPMemoryWriterClear(&mut self.0) }
        }
    }

    const WEBP_MAX_SIDE: u32 = 16383;
    let sides_ok = [pixels.width, pixels.height, width, height].iter().all(|side| (1..=WEBP_MAX_SIDE).contains(side));
    if !sides_ok || pixels.data.len() != pixels.width as usize * pixels.height as usize * pixels.channels() {
        return Err(ImagingError::Encode("pixel buffer does not match the size".into()));
    }
    let failed = |what: &str| ImagingError::Encode(what.to_owned());
    let mut config = sys::WebPConfig::new().map_err(|_| failed("libwebp configuration"))?;
    config.quality = quality;
    config.method = 0;
    config.alpha_compression = 1;
    let mut picture = Picture(sys::WebPPicture::new().map_err(|_| failed("libwebp picture"))?);
    picture.0.use_argb = 1;
    picture.0.width = pixels.width as i32;
    picture.0.height = pixels.height as i32;
    let stride = (pixels.width as usize * pixels.channels()) as i32;
    // SAFETY: the buffer holds exactly height rows of `stride` bytes (checked above); libwebp copies them.
    let imported = unsafe {
        if pixels.alpha {
            sys::WebPPictureImportRGBA(&mut picture.0, pixels.data.as_ptr(), stride)
        } else {
            sys::WebPPictureImportRGB(&mut picture.0, pixels.data.as_ptr(), stride)
        }
    };
    if imported == 0 {
        return Err(failed("libwebp import"));
    }
    // SAFETY: the picture holds imported ARGB pixels; the sizes are within WebP's limits.
    if (width, height) != (pixels.width, pixels.height)
        && unsafe { sys::WebPPictureRescale(&mut picture.0, width as i32, height as i32) } == 0
    {
        return Err(failed("libwebp rescale"));
    }
    // SAFETY: zeroed is a valid starting state, and `WebPMemoryWriterInit` sets it up properly.
    let mut writer = Box::new(Writer(unsafe { std::mem::zeroed() }));
    unsafe { sys::WebPMemoryWriterInit(&mut writer.0) };
    picture.0.writer = Some(sys::WebPMemoryWrite);
    picture.0.custom_ptr = (&mut writer.0 as *mut sys::WebPMemoryWriter).cast();
    // SAFETY: config and picture are initialised; `writer` is boxed and outlives the call.
    if unsafe { sys::WebPEncode(&config, &mut picture.0) } == 0 {
        return Err(ImagingError::Encode(format!("libwebp error {:?}", picture.0.error_code)));
    }
    // SAFETY: after a successful encode, `mem` points to `size` bytes owned by the writer.
    Ok(unsafe { std::slice::from_raw_parts(writer.0.mem, writer.0.size) }.to_vec())
}

/// Decode → scale down to at most `max_width` → WebP. Metadata (EXIF, GPS, ICC) is not carried over.
pub fn to_webp(bytes: &[u8], max_width: u32) -> Result<Webp, ImagingError> {
    let pixels = decode(bytes)?;
    let (width, height) = fit_width(pixels.width, pixels.height, max_width);
    let pixels = resize(&pixels, width, height)?;
    Ok(Webp { bytes: encode_webp(&pixels, WEBP_QUALITY)?, width, height })
}

/// The centred part of a `width`x`height` picture with the aspect of `target_width`x`target_height`
/// (a cover crop): `(x, y, width, height)`, as large as the picture allows.
pub fn cover_rect(width: u32, height: u32, target_width: u32, target_height: u32) -> (u32, u32, u32, u32) {
    let (w, h, tw, th) = (u64::from(width), u64::from(height), u64::from(target_width), u64::from(target_height));
    if w * th > h * tw {
        // Wider than the target: full height, the middle columns.
        let crop = ((h * tw + th / 2) / th).clamp(1, w) as u32;
        ((width - crop) / 2, 0, crop, height)
    } else {
        let crop = ((w * th + tw / 2) / tw).clamp(1, h) as u32;
        (0, (height - crop) / 2, width, crop)
    }
}

/// The pixels of the rectangle `(x, y, width, height)`, which must lie inside the picture.
fn crop(pixels: &Pixels, (x, y, width, height): (u32, u32, u32, u32)) -> Pixels {
    let channels = pixels.channels();
    let stride = pixels.width as usize * channels;
    let mut data = Vec::with_capacity(width as usize * height as usize * channels);
    for row in y..y + height {
        let start = row as usize * stride + x as usize * channels;
        data.extend_from_slice(&pixels.data[start..start + width as usize * channels]);
    }
    Pixels { width, height, alpha: pixels.alpha, data }
}

/// Decode → centred crop to the target's aspect → scale to exactly `width`x`height` → WebP: a
/// link preview's picture (OpenGraph's 1200x630), filled edge to edge whatever the photo's shape.
pub fn to_cover_webp(bytes: &[u8], width: u32, height: u32) -> Result<Webp, ImagingError> {
    let pixels = decode(bytes)?;
    let cropped = crop(&pixels, cover_rect(pixels.width, pixels.height, width, height));
    let pixels = resize(&cropped, width, height)?;
    Ok(Webp { bytes: encode_webp(&pixels, WEBP_QUALITY)?, width, height })
}

/// At most this many image jobs run at once, so a burst of variant requests or uploads
/// queues instead of filling memory with decoded pictures.
static SLOTS: LazyLock<tokio::sync::Semaphore> =
    LazyLock::new(|| tokio::sync::Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get())));

/// Runs image work on the blocking pool, a limited number at a time.
pub async fn run_blocking<T, F>(work: F) -> T
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    let _slot = SLOTS.acquire().await.expect("the semaphore is never closed");
    match tokio::task::spawn_blocking(work).await {
        Ok(value) => value,
        Err(join) => std::panic::resume_unwind(join.into_panic()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 128]));
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn wide_png_becomes_a_smaller_webp_with_the_same_aspect() {
        let webp = to_webp(&png(2000, 1000), 640).unwrap();
        assert_eq!((webp.width, webp.height), (640, 320));
        assert_eq!(&webp.bytes[0..4], b"RIFF");
        assert_eq!(&webp.bytes[8..12], b"WEBP");
        assert_eq!(dimensions(&webp.bytes).unwrap(), (640, 320));
    }

    #[test]
    fn narrow_picture_is_not_upscaled() {
        let webp = to_webp(&png(300, 200), 1280).unwrap();
        assert_eq!((webp.width, webp.height), (300, 200));
        assert_eq!(dimensions(&webp.bytes).unwrap(), (300, 200));
        assert_eq!(fit_width(300, 200, 1280), (300, 200));
        assert_eq!(fit_width(1921, 1, 1920), (1920, 1));
    }

    #[test]
    fn a_cover_fills_the_target_from_the_picture_s_middle() {
        assert_eq!(cover_rect(1920, 1280, 1200, 630), (0, 136, 1920, 1008));
        assert_eq!(cover_rect(2000, 630, 1200, 630), (400, 0, 1200, 630));
        assert_eq!(cover_rect(1200, 630, 1200, 630), (0, 0, 1200, 630));
        // A portrait keeps its middle band; a tiny picture is scaled up.
        assert_eq!(cover_rect(600, 900, 1200, 630), (0, 292, 600, 315));
        let webp = to_cover_webp(&png(600, 900), 1200, 630).unwrap();
        assert_eq!((webp.width, webp.height), (1200, 630));
        assert_eq!(dimensions(&webp.bytes).unwrap(), (1200, 630));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(matches!(to_webp(b"definitely not a picture", 640), Err(ImagingError::Decode(_))));
        assert!(dimensions(b"").is_err());
        // A valid PNG signature followed by rubbish.
        let mut broken = png(40, 40);
        broken.truncate(60);
        assert!(to_webp(&broken, 640).is_err());
    }

    #[test]
    fn alpha_survives_the_round_trip() {
        let image = image::RgbaImage::from_fn(64, 32, |x, _| image::Rgba([200, 10, 10, if x < 32 { 0 } else { 255 }]));
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, image::ImageFormat::Png).unwrap();
        let webp = to_webp(&out.into_inner(), 320).unwrap();
        let back = image::load_from_memory(&webp.bytes).unwrap();
        assert!(back.color().has_alpha());
        assert_eq!(back.to_rgba8().get_pixel(2, 2)[3], 0);
    }

    #[test]
    fn libwebp_rescaler_scales_up_and_down() {
        let pixels = Pixels { width: 40, height: 26, alpha: false, data: vec![90; 40 * 26 * 3] };
        let up = encode_webp_scaled(&pixels, 1600, 1040, 80.0).unwrap();
        assert_eq!(dimensions(&up).unwrap(), (1600, 1040));
        let down = encode_webp_scaled(&pixels, 20, 13, 80.0).unwrap();
        assert_eq!(dimensions(&down).unwrap(), (20, 13));
        let short = Pixels { width: 40, height: 26, alpha: false, data: vec![0; 10] };
        assert!(encode_webp_scaled(&short, 100, 100, 80.0).is_err());
        assert!(encode_webp_scaled(&pixels, 0, 100, 80.0).is_err());
    }

    #[test]
    fn size_limits() {
        assert!(check_size(16, 16).is_ok());
        assert!(check_size(8000, 8000).is_ok());
        assert!(matches!(check_size(8001, 10), Err(ImagingError::TooLarge(..))));
        assert!(matches!(check_size(15, 500), Err(ImagingError::TooSmall(..))));
    }
}
