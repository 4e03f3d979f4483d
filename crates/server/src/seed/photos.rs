//! The demo photos: flat illustrations drawn as SVG ([`super::scenes`]) — salon interiors by
//! department, portraits of the masters, close-ups of finished work — rasterised with resvg at
//! half size and enlarged by libwebp while encoding (flat shapes lose little), on every core.
//! A pool of pictures is painted once per run and shared out: the seed stays fast however many
//! salons there are, and every salon shows rooms of its own departments.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use api::imaging::{self, Pixels};
use rand::SeedableRng;
use rand::rngs::StdRng;
use resvg::{tiny_skia, usvg};
use store::seed::demo::{Photo, Photos, SalonShape};
use store::seed::seed_of;

use super::scenes;

/// Interiors painted per department.
pub const COVERS_PER_DEPARTMENT: usize = 6;
/// Portraits painted of women and of men.
pub const PORTRAITS: (usize, usize) = (40, 28);
/// How many distinct portfolio photos the masters' cases draw from.
pub const WORK_POOL: usize = 32;
/// Pictures are drawn this many times smaller than they are stored.
const SCALE: f32 = 2.0;
const QUALITY: f32 = 80.0;

/// One picture of the pool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picture {
    /// A salon photo, 1600x1040: an interior of the department (a catalogue slug).
    Cover { department: String, variant: usize },
    /// A master's photo, 600x600.
    Portrait { female: bool, variant: usize },
    /// A portfolio photo, 1200x1200.
    Work { variant: usize },
}

impl Picture {
    /// The name its generator is seeded from.
    fn name(&self) -> String {
        match self {
            Picture::Cover { department, variant } => format!("cover/{department}/{variant}"),
            Picture::Portrait { female, variant } => format!("portrait/{}/{variant}", if *female { "female" } else { "male" }),
            Picture::Work { variant } => format!("work/{variant}"),
        }
    }

    fn size(&self) -> (u32, u32) {
        match self {
            Picture::Cover { .. } => (1600, 1040),
            Picture::Portrait { .. } => (600, 600),
            Picture::Work { .. } => (1200, 1200),
        }
    }

    /// The SVG drawing.
    pub fn svg(&self) -> String {
        let mut rng = StdRng::seed_from_u64(seed_of(&self.name()));
        match self {
            Picture::Cover { department, .. } => scenes::cover(&mut rng, department),
            Picture::Portrait { female, .. } => scenes::portrait(&mut rng, *female),
            Picture::Work { variant } => scenes::work(&mut rng, *variant),
        }
    }
}

/// Paints the pool and shares it out to the salons, in their order, on every core.
pub fn generate(salons: &[SalonShape]) -> anyhow::Result<Photos> {
    let mut departments: Vec<&str> = salons.iter().flat_map(|s| s.departments.iter().map(String::as_str)).collect();
    departments.sort_unstable();
    departments.dedup();
    let mut jobs = Vec::new();
    for department in &departments {
        jobs.extend((0..COVERS_PER_DEPARTMENT).map(|variant| Picture::Cover { department: (*department).to_owned(), variant }));
    }
    jobs.extend((0..PORTRAITS.0).map(|variant| Picture::Portrait { female: true, variant }));
    jobs.extend((0..PORTRAITS.1).map(|variant| Picture::Portrait { female: false, variant }));
    jobs.extend((0..WORK_POOL).map(|variant| Picture::Work { variant }));

    let results: Vec<Mutex<Option<anyhow::Result<Photo>>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(picture) = jobs.get(index) else { break };
                    *results[index].lock().expect("lock") = Some(paint(picture));
                }
            });
        }
    });
    let mut painted = Vec::with_capacity(jobs.len());
    for slot in results {
        painted.push(slot.into_inner().expect("lock").expect("painted")?);
    }
    let find = |picture: &Picture| -> &Photo { &painted[jobs.iter().position(|j| j == picture).expect("in the pool")] };
    let clone = |photo: &Photo| Photo { bytes: photo.bytes.clone(), width: photo.width, height: photo.height };

    let mut photos = Photos { covers: Vec::new(), portraits: Vec::new(), work: Vec::new() };
    for salon in salons {
        let covers = cover_choice(salon);
        photos.covers.push(covers.iter().map(|c| clone(find(c))).collect());
        photos.portraits.push(portrait_choice(salon).iter().map(|p| clone(find(p))).collect());
    }
    photos.work = (0..WORK_POOL).map(|variant| clone(find(&Picture::Work { variant }))).collect();
    Ok(photos)
}

/// A salon's three photos: rooms of its departments in turn (the main one first), distinct.
pub fn cover_choice(salon: &SalonShape) -> Vec<Picture> {
    let departments: Vec<&str> =
        if salon.departments.is_empty() { vec!["kuafor"] } else { salon.departments.iter().map(String::as_str).collect() };
    let mut chosen: Vec<Picture> = Vec::new();
    for n in 0..3 {
        let department = departments[n % departments.len()];
        let mut variant = (seed_of(&format!("{}/{n}", salon.slug)) % COVERS_PER_DEPARTMENT as u64) as usize;
        let mut picture = Picture::Cover { department: department.to_owned(), variant };
        while chosen.contains(&picture) {
            variant = (variant + 1) % COVERS_PER_DEPARTMENT;
            picture = Picture::Cover { department: department.to_owned(), variant };
        }
        chosen.push(picture);
    }
    chosen
}

/// A portrait per master, of the master's gender, distinct within the salon.
pub fn portrait_choice(salon: &SalonShape) -> Vec<Picture> {
    let mut chosen: Vec<Picture> = Vec::new();
    for (m, female) in salon.female_masters.iter().enumerate() {
        let pool = if *female { PORTRAITS.0 } else { PORTRAITS.1 };
        let mut variant = (seed_of(&format!("{}/master/{m}", salon.slug)) % pool as u64) as usize;
        let mut picture = Picture::Portrait { female: *female, variant };
        while chosen.contains(&picture) {
            variant = (variant + 1) % pool;
            picture = Picture::Portrait { female: *female, variant };
        }
        chosen.push(picture);
    }
    chosen
}

/// One picture as WebP, the same on every machine.
pub fn paint(picture: &Picture) -> anyhow::Result<Photo> {
    let (width, height) = picture.size();
    let pixels = rasterise(&picture.svg(), width as f32 / SCALE, height as f32 / SCALE)?;
    let bytes = imaging::encode_webp_scaled(&pixels, width, height, QUALITY).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    Ok(Photo { bytes, width, height })
}

/// Renders an SVG into opaque RGB pixels of the given size.
pub fn rasterise(svg: &str, width: f32, height: f32) -> anyhow::Result<Pixels> {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default())?;
    let (w, h) = (width.round() as u32, height.round() as u32);
    let mut pixmap = tiny_skia::Pixmap::new(w, h).ok_or_else(|| anyhow::anyhow!("empty picture"))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    let size = tree.size();
    resvg::render(&tree, tiny_skia::Transform::from_scale(width / size.width(), height / size.height()), &mut pixmap.as_mut());
    // Opaque (white underneath), so premultiplied RGBA is plain RGBA: drop the alpha.
    let data = pixmap.data().chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    Ok(Pixels { width: w, height: h, alpha: false, data })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(slug: &str, departments: &[&str], female: &[bool]) -> SalonShape {
        SalonShape {
            slug: slug.into(),
            departments: departments.iter().map(|d| (*d).to_owned()).collect(),
            female_masters: female.to_vec(),
        }
    }

    #[test]
    fn photos_are_deterministic_webps_of_the_promised_sizes() {
        let cover = Picture::Cover { department: "berber".into(), variant: 0 };
        let first = paint(&cover).unwrap();
        assert_eq!(first.bytes, paint(&cover).unwrap().bytes);
        assert_ne!(first.bytes, paint(&Picture::Cover { department: "berber".into(), variant: 1 }).unwrap().bytes);
        for (picture, size) in [
            (cover, (1600, 1040)),
            (Picture::Portrait { female: true, variant: 0 }, (600, 600)),
            (Picture::Work { variant: 0 }, (1200, 1200)),
        ] {
            let photo = paint(&picture).unwrap();
            assert_eq!((photo.width, photo.height), size);
            assert_eq!(api::imaging::dimensions(&photo.bytes).unwrap(), size);
            assert_eq!(&photo.bytes[8..12], b"WEBP");
        }
    }

    /// Every department's scene, every portrait and work kind is a drawing resvg reads.
    #[test]
    fn every_scene_parses() {
        for department in ["kuafor", "berber", "tirnak", "cilt-bakimi", "epilasyon-ve-agda", "masaj-ve-spa", "kas-ve-kirpik", "makyaj"] {
            for variant in 0..COVERS_PER_DEPARTMENT {
                let svg = Picture::Cover { department: department.into(), variant }.svg();
                usvg::Tree::from_str(&svg, &usvg::Options::default()).unwrap_or_else(|e| panic!("{department} {variant}: {e}"));
            }
        }
        for female in [true, false] {
            for variant in 0..8 {
                usvg::Tree::from_str(&Picture::Portrait { female, variant }.svg(), &usvg::Options::default()).unwrap();
            }
        }
        for variant in 0..4 {
            usvg::Tree::from_str(&Picture::Work { variant }.svg(), &usvg::Options::default()).unwrap();
        }
    }

    #[test]
    fn salons_get_rooms_of_their_departments_and_portraits_of_their_masters() {
        let salon = shape("a", &["berber", "masaj-ve-spa"], &[false, true, false]);
        let covers = cover_choice(&salon);
        assert_eq!(covers.len(), 3);
        let departments: Vec<&str> = covers
            .iter()
            .map(|c| match c {
                Picture::Cover { department, .. } => department.as_str(),
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(departments, ["berber", "masaj-ve-spa", "berber"]);
        assert_ne!(covers[0], covers[2]);
        let single = cover_choice(&shape("b", &["tirnak"], &[]));
        assert!(single[0] != single[1] && single[1] != single[2] && single[0] != single[2]);
        let portraits = portrait_choice(&salon);
        assert!(matches!(portraits[0], Picture::Portrait { female: false, .. }));
        assert!(matches!(portraits[1], Picture::Portrait { female: true, .. }));
        assert_ne!(portraits[0], portraits[2]);
    }
}
