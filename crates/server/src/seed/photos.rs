//! Generated demo photos: soft two-colour gradients with translucent circles and rounded shapes,
//! a palette of their own each. Painted four to eight times smaller and enlarged by libwebp while
//! encoding (the shapes are soft, so little is lost), on every core: the debug-build seed stays fast.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use api::imaging::{self, Pixels};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use store::seed::demo::{Photo, Photos};
use store::seed::seed_of;

/// Pictures are painted this many times smaller than they are stored.
const SCALE: u32 = 8;
/// How many distinct portfolio photos the masters' cases draw from.
pub const WORK_POOL: usize = 30;
const QUALITY: f32 = 80.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A salon photo, 1600x1040.
    Cover,
    /// A master's photo, 600x600: a head-and-shoulders silhouette.
    Portrait,
    /// A portfolio photo, 1200x1200.
    Work,
}

impl Kind {
    /// How many times smaller it is painted: the portrait's silhouette wants crisper edges.
    fn scale(self) -> u32 {
        if self == Kind::Portrait { 4 } else { SCALE }
    }

    fn size(self) -> (u32, u32) {
        match self {
            Kind::Cover => (1600, 1040),
            Kind::Portrait => (600, 600),
            Kind::Work => (1200, 1200),
        }
    }
}

/// Paints all photos for salons given as (slug, number of masters), on every core.
pub fn generate(salons: &[(String, usize)]) -> anyhow::Result<Photos> {
    let mut jobs = Vec::new();
    for (slug, masters) in salons {
        jobs.extend((0..3).map(|n| (Kind::Cover, format!("cover/{slug}/{n}"))));
        jobs.extend((0..*masters).map(|m| (Kind::Portrait, format!("portrait/{slug}/{m}"))));
    }
    jobs.extend((0..WORK_POOL).map(|n| (Kind::Work, format!("work/{n}"))));
    let results: Vec<Mutex<Option<Photo>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some((kind, name)) = jobs.get(index) else { break };
                    *results[index].lock().expect("lock") = Some(paint(*kind, name));
                }
            });
        }
    });
    let mut results = results.into_iter().map(|slot| slot.into_inner().expect("lock").expect("painted"));
    let mut photos = Photos { covers: Vec::new(), portraits: Vec::new(), work: Vec::new() };
    for (_, masters) in salons {
        photos.covers.push(results.by_ref().take(3).collect());
        photos.portraits.push(results.by_ref().take(*masters).collect());
    }
    photos.work = results.collect();
    anyhow::ensure!(photos.work.len() == WORK_POOL, "photo jobs and results out of step");
    Ok(photos)
}

/// One photo, the same for the same kind and name on every machine.
pub fn paint(kind: Kind, name: &str) -> Photo {
    let mut rng = StdRng::seed_from_u64(seed_of(name));
    let (width, height) = kind.size();
    let palette = Palette::new(&mut rng);
    let angle = rng.random_range(0.0..std::f32::consts::TAU);
    let mut canvas = Canvas::gradient(width / kind.scale(), height / kind.scale(), palette.light, palette.deep, angle);
    match kind {
        Kind::Cover => cover(&mut canvas, &palette, &mut rng),
        Kind::Portrait => portrait(&mut canvas, &palette, &mut rng),
        Kind::Work => work(&mut canvas, &palette, &mut rng),
    }
    let bytes = imaging::encode_webp_scaled(&canvas.into_pixels(), width, height, QUALITY).expect("a generated picture encodes");
    Photo { bytes, width, height }
}

/// A soft salon interior: big blurred light, mirror-like panels, bokeh.
fn cover(canvas: &mut Canvas, palette: &Palette, rng: &mut StdRng) {
    let (w, h) = (canvas.width as f32, canvas.height as f32);
    for _ in 0..2 {
        let colour = if rng.random_bool(0.5) { WHITE } else { palette.shade };
        canvas.circle(
            rng.random_range(0.0..w),
            rng.random_range(0.0..h),
            rng.random_range(0.3..0.6) * h,
            colour,
            rng.random_range(0.10..0.22),
            0.12 * h,
        );
    }
    let panels = rng.random_range(2..=3);
    let mut x = rng.random_range(0.05..0.2) * w;
    for _ in 0..panels {
        let half_width = rng.random_range(0.06..0.11) * w;
        let top = rng.random_range(0.08..0.3) * h;
        let bottom = rng.random_range(0.65..0.95) * h;
        canvas.rounded_rect(
            x + half_width,
            (top + bottom) / 2.0,
            half_width,
            (bottom - top) / 2.0,
            half_width * 0.9,
            palette.glow,
            rng.random_range(0.18..0.32),
            1.2,
        );
        x += 2.0 * half_width + rng.random_range(0.06..0.16) * w;
    }
    canvas.circle(
        rng.random_range(0.55..0.9) * w,
        rng.random_range(0.55..0.85) * h,
        rng.random_range(0.08..0.16) * h,
        palette.accent,
        rng.random_range(0.25..0.45),
        1.5,
    );
    for _ in 0..rng.random_range(6..=10) {
        canvas.circle(
            rng.random_range(0.0..w),
            rng.random_range(0.0..h * 0.6),
            rng.random_range(0.012..0.04) * w,
            WHITE,
            rng.random_range(0.15..0.4),
            1.5,
        );
    }
}

/// A head-and-shoulders silhouette before a soft halo.
fn portrait(canvas: &mut Canvas, palette: &Palette, rng: &mut StdRng) {
    let (w, h) = (canvas.width as f32, canvas.height as f32);
    canvas.circle(0.5 * w, 0.45 * h, 0.36 * w, WHITE, 0.22, 0.06 * w);
    for _ in 0..rng.random_range(3..=5) {
        canvas.circle(
            rng.random_range(0.0..w),
            rng.random_range(0.0..h * 0.5),
            rng.random_range(0.02..0.05) * w,
            WHITE,
            rng.random_range(0.12..0.3),
            1.2,
        );
    }
    let figure = if rng.random_bool(0.5) { palette.shade } else { mix(palette.shade, palette.accent, 0.35) };
    let long_hair = rng.random_bool(0.5);
    if long_hair {
        canvas.rounded_rect(0.5 * w, 0.52 * h, 0.2 * w, 0.22 * h, 0.12 * w, darker(figure, 0.75), 0.95, 1.0);
    }
    canvas.ellipse(0.5 * w, 1.04 * h, 0.4 * w, 0.3 * h, figure, 0.95, 1.0);
    canvas.rounded_rect(0.5 * w, 0.66 * h, 0.07 * w, 0.1 * h, 0.03 * w, figure, 0.95, 1.0);
    canvas.ellipse(0.5 * w, 0.44 * h, 0.15 * w, 0.185 * h, figure, 0.97, 1.0);
    canvas.ellipse(0.5 * w, 0.36 * h, 0.165 * w, 0.14 * h, darker(figure, 0.75), 0.95, 1.0);
}

/// A piece of work: a soft object and a row of colour swatches.
fn work(canvas: &mut Canvas, palette: &Palette, rng: &mut StdRng) {
    let (w, h) = (canvas.width as f32, canvas.height as f32);
    canvas.circle(rng.random_range(0.2..0.8) * w, rng.random_range(0.2..0.8) * h, rng.random_range(0.35..0.55) * w, WHITE, 0.16, 0.1 * w);
    canvas.rounded_rect(
        0.5 * w,
        rng.random_range(0.38..0.5) * h,
        rng.random_range(0.18..0.3) * w,
        rng.random_range(0.16..0.26) * h,
        rng.random_range(0.05..0.16) * w,
        palette.glow,
        0.55,
        1.2,
    );
    canvas.ellipse(0.5 * w, 0.45 * h, rng.random_range(0.08..0.16) * w, rng.random_range(0.08..0.16) * h, palette.accent, 0.5, 1.2);
    let swatches = rng.random_range(3..=5);
    let radius = 0.055 * w;
    let start = 0.5 * w - (swatches as f32 - 1.0) * 1.3 * radius;
    for n in 0..swatches {
        let colour = hsl(rng.random_range(0.0..360.0), rng.random_range(0.35..0.7), rng.random_range(0.35..0.7));
        canvas.circle(start + n as f32 * 2.6 * radius, 0.8 * h, radius, colour, 0.9, 1.0);
    }
}

const WHITE: [f32; 3] = [255.0, 255.0, 255.0];

struct Palette {
    light: [f32; 3],
    deep: [f32; 3],
    shade: [f32; 3],
    glow: [f32; 3],
    accent: [f32; 3],
}

impl Palette {
    /// Two neighbouring hues, soft saturation; a darker shade, a glow and a complementary accent.
    fn new(rng: &mut StdRng) -> Self {
        let hue = rng.random_range(0.0..360.0);
        let second = hue + rng.random_range(20.0..70.0) * if rng.random_bool(0.5) { 1.0 } else { -1.0 };
        let saturation = rng.random_range(0.3..0.6);
        Palette {
            light: hsl(hue, saturation, rng.random_range(0.78..0.88)),
            deep: hsl(second, saturation + 0.05, rng.random_range(0.52..0.66)),
            shade: hsl(second, saturation * 0.8, rng.random_range(0.22..0.32)),
            glow: hsl(hue, saturation * 0.6, 0.93),
            accent: hsl(hue + 180.0, saturation * 0.7, rng.random_range(0.55..0.7)),
        }
    }
}

fn hsl(hue: f32, saturation: f32, lightness: f32) -> [f32; 3] {
    let hue = hue.rem_euclid(360.0) / 60.0;
    let chroma = (1.0 - (2.0 * lightness - 1.0).abs()) * saturation.clamp(0.0, 1.0);
    let x = chroma * (1.0 - (hue % 2.0 - 1.0).abs());
    let (r, g, b) = match hue as u32 {
        0 => (chroma, x, 0.0),
        1 => (x, chroma, 0.0),
        2 => (0.0, chroma, x),
        3 => (0.0, x, chroma),
        4 => (x, 0.0, chroma),
        _ => (chroma, 0.0, x),
    };
    let m = lightness - chroma / 2.0;
    [(r + m) * 255.0, (g + m) * 255.0, (b + m) * 255.0]
}

fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

fn darker(colour: [f32; 3], factor: f32) -> [f32; 3] {
    colour.map(|c| c * factor)
}

/// RGB in floats, 0-255.
struct Canvas {
    width: u32,
    height: u32,
    rgb: Vec<f32>,
}

impl Canvas {
    /// A smooth two-colour gradient along `angle`.
    fn gradient(width: u32, height: u32, from: [f32; 3], to: [f32; 3], angle: f32) -> Self {
        let (cos, sin) = (angle.cos(), angle.sin());
        let span = cos.abs() + sin.abs();
        let mut rgb = Vec::with_capacity((width * height * 3) as usize);
        for y in 0..height {
            let fy = (y as f32 + 0.5) / height as f32 - 0.5;
            for x in 0..width {
                let fx = (x as f32 + 0.5) / width as f32 - 0.5;
                let t = ((fx * cos + fy * sin) / span + 0.5).clamp(0.0, 1.0);
                let t = t * t * (3.0 - 2.0 * t);
                rgb.extend_from_slice(&mix(from, to, t));
            }
        }
        Canvas { width, height, rgb }
    }

    /// Lays `colour` at `opacity` over a shape given by its signed distance (negative inside),
    /// with an edge `softness` pixels wide, within the box `(left, top, right, bottom)`.
    fn blend(&mut self, area: (f32, f32, f32, f32), colour: [f32; 3], opacity: f32, softness: f32, distance: impl Fn(f32, f32) -> f32) {
        let clamp = |v: f32, max: u32| (v.max(0.0) as u32).min(max);
        let (x0, y0) = (clamp(area.0 - softness, self.width), clamp(area.1 - softness, self.height));
        let (x1, y1) = (clamp(area.2 + softness + 1.0, self.width), clamp(area.3 + softness + 1.0, self.height));
        for y in y0..y1 {
            for x in x0..x1 {
                let d = distance(x as f32 + 0.5, y as f32 + 0.5);
                let cover = (0.5 - d / softness).clamp(0.0, 1.0);
                if cover > 0.0 {
                    let alpha = cover * opacity;
                    let i = ((y * self.width + x) * 3) as usize;
                    for (channel, value) in self.rgb[i..i + 3].iter_mut().zip(colour) {
                        *channel += (value - *channel) * alpha;
                    }
                }
            }
        }
    }

    fn circle(&mut self, cx: f32, cy: f32, r: f32, colour: [f32; 3], opacity: f32, softness: f32) {
        self.blend((cx - r, cy - r, cx + r, cy + r), colour, opacity, softness, |x, y| (x - cx).hypot(y - cy) - r);
    }

    #[allow(clippy::too_many_arguments)]
    fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, colour: [f32; 3], opacity: f32, softness: f32) {
        let r = rx.min(ry);
        self.blend((cx - rx, cy - ry, cx + rx, cy + ry), colour, opacity, softness, |x, y| {
            (((x - cx) / rx).hypot((y - cy) / ry) - 1.0) * r
        });
    }

    #[allow(clippy::too_many_arguments)]
    fn rounded_rect(
        &mut self,
        cx: f32,
        cy: f32,
        half_width: f32,
        half_height: f32,
        radius: f32,
        colour: [f32; 3],
        opacity: f32,
        softness: f32,
    ) {
        let radius = radius.min(half_width).min(half_height);
        self.blend((cx - half_width, cy - half_height, cx + half_width, cy + half_height), colour, opacity, softness, |x, y| {
            let qx = (x - cx).abs() - half_width + radius;
            let qy = (y - cy).abs() - half_height + radius;
            qx.max(0.0).hypot(qy.max(0.0)) + qx.max(qy).min(0.0) - radius
        });
    }

    fn into_pixels(self) -> Pixels {
        Pixels {
            width: self.width,
            height: self.height,
            alpha: false,
            data: self.rgb.into_iter().map(|v| v.round().clamp(0.0, 255.0) as u8).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn photos_are_deterministic_webps_of_the_promised_sizes() {
        let first = paint(Kind::Cover, "cover/a/0");
        assert_eq!(first.bytes, paint(Kind::Cover, "cover/a/0").bytes);
        assert_ne!(first.bytes, paint(Kind::Cover, "cover/b/0").bytes);
        for (kind, size) in [(Kind::Cover, (1600, 1040)), (Kind::Portrait, (600, 600)), (Kind::Work, (1200, 1200))] {
            let photo = paint(kind, "x");
            assert_eq!((photo.width, photo.height), size);
            assert_eq!(api::imaging::dimensions(&photo.bytes).unwrap(), size);
            assert_eq!(&photo.bytes[8..12], b"WEBP");
        }
    }
}
