//! The demo pictures as SVG: flat illustrations of salon interiors (one scene per department),
//! portraits of the masters, and close-ups of finished work. Every picture is drawn from a
//! generator seeded by its name, so the same name gives the same picture on every machine;
//! `photos` rasterises them with resvg.

// Drawing helpers take a shape's coordinates and its colours as plain arguments.
#![allow(clippy::too_many_arguments)]

use std::fmt::Write;

use rand::Rng;
use rand::rngs::StdRng;

/// The cover's drawing size (the stored photo is 1600x1040).
pub const COVER: (f32, f32) = (1600.0, 1040.0);
/// The portrait's and the work photo's drawing size (square).
pub const SQUARE: f32 = 600.0;

/// An SVG document under construction.
pub struct Svg {
    body: String,
    defs: String,
    ids: usize,
}

/// A colour as hue (degrees), saturation and lightness (0-1).
#[derive(Clone, Copy)]
pub struct Hsl(pub f32, pub f32, pub f32);

impl Hsl {
    pub fn css(self) -> String {
        let [r, g, b] = rgb(self);
        format!("#{r:02x}{g:02x}{b:02x}")
    }
    fn light(self, by: f32) -> Hsl {
        Hsl(self.0, self.1, (self.2 + by).clamp(0.0, 1.0))
    }
    fn sat(self, by: f32) -> Hsl {
        Hsl(self.0, (self.1 + by).clamp(0.0, 1.0), self.2)
    }
}

fn rgb(Hsl(h, s, l): Hsl) -> [u8; 3] {
    let h = h.rem_euclid(360.0) / 60.0;
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s.clamp(0.0, 1.0);
    let x = c * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    [r, g, b].map(|v| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8)
}

impl Svg {
    fn new() -> Self {
        Svg { body: String::new(), defs: String::new(), ids: 0 }
    }

    pub fn finish(self, width: f32, height: f32) -> String {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}"><defs>{}</defs>{}</svg>"#,
            self.defs, self.body
        )
    }

    fn id(&mut self) -> String {
        self.ids += 1;
        format!("g{}", self.ids)
    }

    /// A vertical linear gradient from `top` to `bottom`; returns `url(#id)`.
    fn vgrad(&mut self, top: Hsl, bottom: Hsl) -> String {
        let id = self.id();
        let _ = write!(
            self.defs,
            r#"<linearGradient id="{id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{}"/><stop offset="1" stop-color="{}"/></linearGradient>"#,
            top.css(),
            bottom.css()
        );
        format!("url(#{id})")
    }

    /// A radial glow of `colour` fading to transparent.
    fn glow(&mut self, colour: Hsl, opacity: f32) -> String {
        let id = self.id();
        let _ = write!(
            self.defs,
            r#"<radialGradient id="{id}"><stop offset="0" stop-color="{c}" stop-opacity="{opacity}"/><stop offset="1" stop-color="{c}" stop-opacity="0"/></radialGradient>"#,
            c = colour.css()
        );
        format!("url(#{id})")
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, fill: &str) {
        let _ = write!(self.body, r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{r:.1}" fill="{fill}"/>"#);
    }
    fn rect_o(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, fill: &str, opacity: f32) {
        let _ = write!(
            self.body,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{r:.1}" fill="{fill}" opacity="{opacity:.2}"/>"#
        );
    }
    fn frame(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, stroke: &str, width: f32) {
        let _ = write!(
            self.body,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{r:.1}" fill="none" stroke="{stroke}" stroke-width="{width:.1}"/>"#
        );
    }
    fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str) {
        let _ = write!(self.body, r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{fill}"/>"#);
    }
    fn circle_o(&mut self, cx: f32, cy: f32, r: f32, fill: &str, opacity: f32) {
        let _ = write!(self.body, r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{fill}" opacity="{opacity:.2}"/>"#);
    }
    fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, fill: &str) {
        let _ = write!(self.body, r#"<ellipse cx="{cx:.1}" cy="{cy:.1}" rx="{rx:.1}" ry="{ry:.1}" fill="{fill}"/>"#);
    }
    fn ellipse_o(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, fill: &str, opacity: f32) {
        let _ = write!(self.body, r#"<ellipse cx="{cx:.1}" cy="{cy:.1}" rx="{rx:.1}" ry="{ry:.1}" fill="{fill}" opacity="{opacity:.2}"/>"#);
    }
    fn ellipse_rot(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, angle: f32, fill: &str) {
        let _ = write!(
            self.body,
            r#"<ellipse cx="0" cy="0" rx="{rx:.1}" ry="{ry:.1}" fill="{fill}" transform="translate({cx:.1} {cy:.1}) rotate({angle:.1})"/>"#
        );
    }
    fn path(&mut self, d: &str, fill: &str) {
        let _ = write!(self.body, r#"<path d="{d}" fill="{fill}"/>"#);
    }
    fn path_o(&mut self, d: &str, fill: &str, opacity: f32) {
        let _ = write!(self.body, r#"<path d="{d}" fill="{fill}" opacity="{opacity:.2}"/>"#);
    }
    fn stroke(&mut self, d: &str, stroke: &str, width: f32) {
        let _ = write!(
            self.body,
            r#"<path d="{d}" fill="none" stroke="{stroke}" stroke-width="{width:.1}" stroke-linecap="round" stroke-linejoin="round"/>"#
        );
    }
    fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, stroke: &str, width: f32) {
        let _ = write!(
            self.body,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{stroke}" stroke-width="{width:.1}" stroke-linecap="round"/>"#
        );
    }
    /// Starts a clipped group (a rounded rectangle); close it with `end`.
    fn clip_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32) {
        let id = self.id();
        let _ =
            write!(self.defs, r#"<clipPath id="{id}"><rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{r:.1}"/></clipPath>"#);
        let _ = write!(self.body, r#"<g clip-path="url(#{id})">"#);
    }
    fn end(&mut self) {
        self.body.push_str("</g>");
    }
}

fn between(rng: &mut StdRng, a: f32, b: f32) -> f32 {
    rng.random_range(a..b)
}

fn one<T: Copy>(rng: &mut StdRng, items: &[T]) -> T {
    items[rng.random_range(0..items.len())]
}

const WHITE: Hsl = Hsl(0.0, 0.0, 1.0);
const INK: Hsl = Hsl(220.0, 0.15, 0.16);
const CHROME: Hsl = Hsl(210.0, 0.08, 0.72);

/// The colours of one room.
struct Room {
    wall: Hsl,
    accent: Hsl,
    wood: Hsl,
    floor: Hsl,
    fabric: Hsl,
    metal: Hsl,
    leather: Hsl,
    warm: bool,
}

fn room(rng: &mut StdRng, department: &str) -> Room {
    // Wall colours that suit each kind of salon.
    let walls: &[Hsl] = match department {
        "berber" => &[Hsl(205.0, 0.35, 0.25), Hsl(160.0, 0.3, 0.24), Hsl(350.0, 0.35, 0.26), Hsl(30.0, 0.12, 0.3), Hsl(215.0, 0.12, 0.35)],
        "masaj-ve-spa" => &[Hsl(30.0, 0.3, 0.62), Hsl(25.0, 0.35, 0.45), Hsl(90.0, 0.15, 0.55), Hsl(35.0, 0.25, 0.72), Hsl(15.0, 0.3, 0.5)],
        "tirnak" | "kas-ve-kirpik" => {
            &[Hsl(345.0, 0.55, 0.86), Hsl(20.0, 0.5, 0.86), Hsl(280.0, 0.3, 0.87), Hsl(170.0, 0.3, 0.82), Hsl(45.0, 0.5, 0.88)]
        }
        "cilt-bakimi" | "epilasyon-ve-agda" => {
            &[Hsl(160.0, 0.25, 0.85), Hsl(200.0, 0.3, 0.88), Hsl(30.0, 0.3, 0.9), Hsl(340.0, 0.3, 0.9), Hsl(0.0, 0.0, 0.93)]
        }
        "makyaj" => &[Hsl(350.0, 0.35, 0.8), Hsl(30.0, 0.25, 0.82), Hsl(260.0, 0.15, 0.3), Hsl(0.0, 0.0, 0.9), Hsl(20.0, 0.45, 0.75)],
        _ => &[
            Hsl(30.0, 0.2, 0.86),
            Hsl(190.0, 0.2, 0.8),
            Hsl(350.0, 0.25, 0.84),
            Hsl(45.0, 0.35, 0.8),
            Hsl(150.0, 0.15, 0.78),
            Hsl(0.0, 0.0, 0.92),
        ],
    };
    let mut wall = one(rng, walls);
    wall.0 += between(rng, -8.0, 8.0);
    let accent = Hsl(wall.0 + one(rng, &[150.0, 180.0, 200.0, 30.0]), between(rng, 0.35, 0.6), between(rng, 0.45, 0.6));
    let wood = Hsl(between(rng, 22.0, 36.0), between(rng, 0.3, 0.5), between(rng, 0.35, 0.6));
    let floor = if rng.random_bool(0.5) {
        wood.light(between(rng, -0.1, 0.1))
    } else {
        Hsl(between(rng, 20.0, 220.0), 0.06, between(rng, 0.55, 0.8))
    };
    let fabric = one(
        rng,
        &[
            Hsl(25.0, 0.45, 0.35),
            Hsl(0.0, 0.0, 0.15),
            Hsl(200.0, 0.2, 0.3),
            Hsl(350.0, 0.35, 0.55),
            Hsl(40.0, 0.35, 0.8),
            Hsl(160.0, 0.25, 0.45),
            Hsl(30.0, 0.2, 0.85),
        ],
    );
    let metal = if rng.random_bool(0.5) { CHROME } else { Hsl(40.0, 0.5, 0.55) };
    let leather =
        one(rng, &[Hsl(20.0, 0.5, 0.28), Hsl(0.0, 0.0, 0.12), Hsl(355.0, 0.45, 0.28), Hsl(28.0, 0.45, 0.4), Hsl(200.0, 0.2, 0.2)]);
    Room { wall, accent, wood, floor, fabric, metal, leather, warm: department == "masaj-ve-spa" || rng.random_bool(0.4) }
}

const FLOOR_Y: f32 = 800.0;

/// Wall, light, skirting and floor.
fn walls_and_floor(s: &mut Svg, rng: &mut StdRng, r: &Room, department: &str) {
    let (w, h) = COVER;
    let wall = s.vgrad(r.wall.light(0.05), r.wall.light(-0.05));
    s.rect(0.0, 0.0, w, FLOOR_Y, 0.0, &wall);
    // Wall finish: panels, slats, tiles, brick or plain.
    match rng.random_range(0..5) {
        0 => {
            let n = rng.random_range(5..9);
            let step = w / n as f32;
            for i in 0..n {
                s.frame(i as f32 * step + 24.0, 120.0, step - 48.0, FLOOR_Y - 220.0, 6.0, &r.wall.light(-0.06).css(), 6.0);
            }
        }
        1 if department == "masaj-ve-spa" || department == "berber" => {
            let mut x = 0.0;
            while x < w {
                s.rect(x, 0.0, 14.0, FLOOR_Y, 0.0, &r.wood.light(-0.12).css());
                x += 34.0;
            }
        }
        2 if department == "berber" => {
            let brick = Hsl(12.0, 0.45, 0.42);
            for row in 0..(FLOOR_Y / 40.0) as i32 {
                let shift = if row % 2 == 0 { 0.0 } else { 55.0 };
                let mut x = -shift;
                while x < w {
                    s.rect(x + 3.0, row as f32 * 40.0 + 3.0, 104.0, 34.0, 3.0, &brick.light(between(rng, -0.06, 0.06)).css());
                    x += 110.0;
                }
            }
        }
        3 => {
            // Wainscot: a darker lower wall with a rail.
            s.rect(0.0, 520.0, w, FLOOR_Y - 520.0, 0.0, &r.wall.light(-0.08).sat(0.05).css());
            s.rect(0.0, 510.0, w, 14.0, 0.0, &r.wall.light(0.08).css());
        }
        _ => {}
    }
    // Ceiling line and a soft light from above.
    s.rect(0.0, 0.0, w, 26.0, 0.0, &r.wall.light(0.1).css());
    let light = s.glow(if r.warm { Hsl(40.0, 0.9, 0.8) } else { WHITE }, 0.35);
    s.ellipse(w * between(rng, 0.3, 0.7), 120.0, w * 0.6, 420.0, &light);
    // Floor.
    let floor = s.vgrad(r.floor.light(-0.08), r.floor.light(0.04));
    s.rect(0.0, FLOOR_Y, w, h - FLOOR_Y, 0.0, &floor);
    match rng.random_range(0..3) {
        0 => {
            // Boards.
            let mut y = FLOOR_Y + 30.0;
            let mut gap = 30.0;
            while y < h {
                s.line(0.0, y, w, y, &r.floor.light(-0.12).css(), 3.0);
                gap *= 1.25;
                y += gap;
            }
        }
        1 => {
            // Checkerboard (barbers) or big tiles.
            let dark = if department == "berber" { INK.css() } else { r.floor.light(-0.1).css() };
            let mut y = FLOOR_Y;
            let mut size = 50.0;
            let mut row = 0;
            while y < h {
                let mut x = if row % 2 == 0 { 0.0 } else { size };
                while x < w {
                    s.rect(x, y, size, size * 0.6, 0.0, &dark);
                    x += 2.0 * size;
                }
                y += size * 0.6;
                size *= 1.18;
                row += 1;
            }
        }
        _ => {}
    }
    s.rect(0.0, FLOOR_Y - 16.0, w, 18.0, 0.0, &r.wall.light(-0.15).css());
}

/// A pendant lamp hanging at `x`.
fn pendant(s: &mut Svg, rng: &mut StdRng, x: f32, drop: f32, r: &Room, style: u8) {
    s.line(x, 0.0, x, drop, &INK.css(), 3.0);
    let glow = s.glow(Hsl(45.0, 1.0, 0.75), 0.5);
    s.circle(x, drop + 40.0, 130.0, &glow);
    let shade = if style == 0 { r.metal.css() } else { r.accent.light(-0.1).css() };
    match style {
        0 => s.path(
            &format!("M{} {} L{} {} L{} {} L{} {} Z", x - 16.0, drop, x + 16.0, drop, x + 60.0, drop + 60.0, x - 60.0, drop + 60.0),
            &shade,
        ),
        1 => s.path(&format!("M{} {} A60 60 0 0 1 {} {} Z", x - 60.0, drop + 55.0, x + 60.0, drop + 55.0), &shade),
        _ => {
            s.circle(x, drop + 34.0, 34.0, &Hsl(45.0, 0.9, 0.88).css());
            s.circle_o(x - 10.0, drop + 24.0, 10.0, &WHITE.css(), 0.8);
            return;
        }
    }
    s.ellipse(x, drop + 58.0, 26.0, 8.0, &Hsl(50.0, 1.0, 0.9).css());
    let _ = rng;
}

/// A plant in a pot standing on the floor at `x` (bottom at `y`).
fn plant(s: &mut Svg, rng: &mut StdRng, x: f32, y: f32, size: f32) {
    let leaf = Hsl(between(rng, 95.0, 145.0), between(rng, 0.35, 0.55), between(rng, 0.28, 0.42));
    let pot = one(rng, &[Hsl(20.0, 0.5, 0.5), WHITE.light(-0.05), INK.light(0.1), Hsl(35.0, 0.3, 0.75)]);
    s.ellipse_o(x, y, size * 0.7, size * 0.12, "#000", 0.15);
    let n = rng.random_range(7..12);
    for i in 0..n {
        let angle = -80.0 + 160.0 * i as f32 / (n - 1) as f32 + between(rng, -8.0, 8.0);
        let len = size * between(rng, 0.7, 1.15);
        let rad = angle.to_radians();
        let (cx, cy) = (x + rad.sin() * len * 0.5, y - size * 0.7 - rad.cos() * len * 0.5);
        s.ellipse_rot(cx, cy, len * 0.16, len * 0.5, angle, &leaf.light(between(rng, -0.06, 0.08)).css());
    }
    s.path(
        &format!(
            "M{} {} L{} {} L{} {} L{} {} Z",
            x - size * 0.42,
            y - size * 0.75,
            x + size * 0.42,
            y - size * 0.75,
            x + size * 0.32,
            y,
            x - size * 0.32,
            y
        ),
        &pot.css(),
    );
    s.rect(x - size * 0.46, y - size * 0.8, size * 0.92, size * 0.1, 4.0, &pot.light(-0.08).css());
}

/// A framed picture on the wall: abstract shapes or a landscape.
fn wall_art(s: &mut Svg, rng: &mut StdRng, x: f32, y: f32, w: f32, h: f32, r: &Room) {
    s.rect_o(x + 8.0, y + 10.0, w, h, 4.0, "#000", 0.12);
    s.rect(x, y, w, h, 4.0, &one(rng, &[INK, r.wood, WHITE, Hsl(42.0, 0.55, 0.55)]).css());
    let (ix, iy, iw, ih) = (x + 14.0, y + 14.0, w - 28.0, h - 28.0);
    s.rect(ix, iy, iw, ih, 0.0, &Hsl(40.0, 0.25, 0.94).css());
    s.clip_rect(ix, iy, iw, ih, 0.0);
    if rng.random_bool(0.5) {
        // Hills under a sun.
        s.circle(ix + iw * between(rng, 0.25, 0.75), iy + ih * 0.35, iw * 0.14, &Hsl(25.0, 0.8, 0.65).css());
        for k in 0..3 {
            let c = Hsl(between(rng, 90.0, 200.0), 0.3, 0.45 + 0.12 * k as f32);
            let base = iy + ih * (0.55 + 0.12 * k as f32);
            s.path(
                &format!(
                    "M{ix} {} Q{} {} {} {base} L{} {} L{ix} {} Z",
                    iy + ih,
                    ix + iw * between(rng, 0.2, 0.8),
                    base - ih * 0.35,
                    ix + iw,
                    ix + iw,
                    iy + ih,
                    iy + ih
                ),
                &c.css(),
            );
        }
    } else {
        for _ in 0..3 {
            let c = Hsl(r.accent.0 + between(rng, -40.0, 40.0), 0.45, between(rng, 0.45, 0.75));
            s.circle(ix + iw * between(rng, 0.1, 0.9), iy + ih * between(rng, 0.1, 0.9), iw * between(rng, 0.15, 0.4), &c.css());
        }
        s.rect(ix + iw * 0.1, iy + ih * between(rng, 0.5, 0.8), iw * 0.8, 8.0, 0.0, &INK.css());
    }
    s.end();
}

/// A shelf with bottles, jars and a plant.
fn shelf(s: &mut Svg, rng: &mut StdRng, x: f32, y: f32, w: f32, r: &Room, polish: bool) {
    s.rect_o(x, y + 14.0, w, 10.0, 0.0, "#000", 0.12);
    s.rect(x, y, w, 14.0, 3.0, &r.wood.css());
    let mut cx = x + 12.0;
    while cx < x + w - 24.0 {
        if polish {
            // Nail polish: small bright bottles with black caps.
            let c = Hsl(between(rng, 0.0, 360.0), between(rng, 0.5, 0.85), between(rng, 0.4, 0.65));
            s.rect(cx, y - 30.0, 18.0, 30.0, 5.0, &c.css());
            s.rect(cx + 5.0, y - 44.0, 8.0, 15.0, 2.0, &INK.css());
            s.rect_o(cx + 3.0, y - 26.0, 4.0, 18.0, 2.0, "#fff", 0.45);
            cx += 24.0;
        } else {
            let kind = rng.random_range(0..4);
            let c = one(rng, &[WHITE.light(-0.04), r.accent, Hsl(30.0, 0.4, 0.7), Hsl(200.0, 0.2, 0.3), Hsl(350.0, 0.4, 0.7)]);
            match kind {
                0 => {
                    let hh = between(rng, 50.0, 80.0);
                    s.rect(cx, y - hh, 26.0, hh, 6.0, &c.css());
                    s.rect(cx + 8.0, y - hh - 14.0, 10.0, 16.0, 2.0, &INK.light(0.2).css());
                    cx += 36.0;
                }
                1 => {
                    s.rect(cx, y - 36.0, 40.0, 36.0, 8.0, &c.css());
                    s.rect(cx - 2.0, y - 44.0, 44.0, 10.0, 3.0, &r.metal.css());
                    cx += 50.0;
                }
                2 => {
                    // Folded towels.
                    for k in 0..3 {
                        s.rect(cx, y - 16.0 * (k + 1) as f32, 70.0, 15.0, 6.0, &c.light(0.04 * k as f32).css());
                    }
                    cx += 80.0;
                }
                _ => {
                    let hh = between(rng, 60.0, 95.0);
                    s.path(&format!("M{cx} {y} L{} {y} L{} {} L{} {} Z", cx + 30.0, cx + 24.0, y - hh, cx + 6.0, y - hh), &c.css());
                    s.rect(cx + 11.0, y - hh - 18.0, 8.0, 20.0, 2.0, &INK.css());
                    cx += 40.0;
                }
            }
        }
    }
}

/// A wall mirror with a frame, a reflection streak and, for make-up, bulbs around it.
fn mirror(s: &mut Svg, x: f32, y: f32, w: f32, h: f32, round: f32, frame: Hsl, r: &Room, bulbs: bool) {
    s.rect_o(x + 10.0, y + 12.0, w, h, round, "#000", 0.15);
    s.rect(x - 10.0, y - 10.0, w + 20.0, h + 20.0, round + 10.0, &frame.css());
    let glass = s.vgrad(Hsl(200.0, 0.25, 0.9), r.wall.light(-0.1).sat(-0.1));
    s.rect(x, y, w, h, round, &glass);
    s.clip_rect(x, y, w, h, round);
    s.path_o(
        &format!("M{} {} L{} {} L{} {} L{} {} Z", x + w * 0.2, y, x + w * 0.45, y, x + w * 0.05, y + h, x - w * 0.2, y + h),
        "#fff",
        0.35,
    );
    s.path_o(
        &format!("M{} {} L{} {} L{} {} L{} {} Z", x + w * 0.55, y, x + w * 0.62, y, x + w * 0.22, y + h, x + w * 0.15, y + h),
        "#fff",
        0.3,
    );
    s.end();
    if bulbs {
        let glow = s.glow(Hsl(48.0, 1.0, 0.8), 0.6);
        let n = (h / 70.0) as i32;
        for i in 0..=n {
            let by = y + h * i as f32 / n as f32;
            for bx in [x - 10.0, x + w + 10.0] {
                s.circle(bx, by, 34.0, &glow);
                s.circle(bx, by, 13.0, &Hsl(50.0, 1.0, 0.93).css());
            }
        }
        let m = (w / 80.0) as i32;
        for i in 1..m {
            let bx = x + w * i as f32 / m as f32;
            s.circle(bx, y - 10.0, 34.0, &glow);
            s.circle(bx, y - 10.0, 13.0, &Hsl(50.0, 1.0, 0.93).css());
        }
    }
}

/// A hydraulic styling chair facing the mirror (seen from behind), centred at `x`.
fn styling_chair(s: &mut Svg, x: f32, r: &Room, barber: bool) {
    let base = FLOOR_Y + 150.0;
    s.ellipse_o(x, base + 8.0, 120.0, 20.0, "#000", 0.2);
    s.ellipse(x, base, 95.0, 16.0, &r.metal.light(-0.1).css());
    s.rect(x - 12.0, base - 150.0, 24.0, 150.0, 6.0, &r.metal.css());
    s.rect(x - 6.0, base - 150.0, 6.0, 150.0, 3.0, &WHITE.css());
    let seat = if barber { r.leather } else { r.fabric };
    // Seat and armrests.
    s.rect(x - 120.0, base - 200.0, 240.0, 60.0, 20.0, &seat.light(-0.06).css());
    s.rect(x - 150.0, base - 260.0, 50.0, 110.0, 18.0, &seat.light(-0.1).css());
    s.rect(x + 100.0, base - 260.0, 50.0, 110.0, 18.0, &seat.light(-0.1).css());
    s.rect(x - 152.0, base - 270.0, 54.0, 22.0, 10.0, &r.metal.css());
    s.rect(x + 98.0, base - 270.0, 54.0, 22.0, 10.0, &r.metal.css());
    // Backrest.
    let back_top = if barber { base - 470.0 } else { base - 420.0 };
    s.rect(x - 110.0, back_top, 220.0, base - 170.0 - back_top, 40.0, &seat.css());
    s.rect_o(x - 80.0, back_top + 20.0, 36.0, base - 230.0 - back_top, 18.0, "#fff", 0.12);
    if barber {
        // Headrest and tufted buttons.
        s.rect(x - 55.0, back_top - 70.0, 110.0, 60.0, 22.0, &seat.light(-0.05).css());
        s.rect(x - 8.0, back_top - 14.0, 16.0, 20.0, 3.0, &r.metal.css());
        for row in 0..3 {
            for col in 0..3 {
                s.circle(x - 60.0 + 60.0 * col as f32, back_top + 60.0 + 70.0 * row as f32, 5.0, &seat.light(-0.15).css());
            }
        }
        // Footrest.
        s.rect(x - 90.0, base - 40.0, 180.0, 16.0, 6.0, &r.metal.css());
    }
}

/// A small wheeled trolley with tools.
fn trolley(s: &mut Svg, rng: &mut StdRng, x: f32, r: &Room) {
    let base = FLOOR_Y + 120.0;
    s.ellipse_o(x + 60.0, base + 10.0, 80.0, 12.0, "#000", 0.15);
    s.rect(x, base - 230.0, 120.0, 200.0, 10.0, &one(rng, &[INK.light(0.1), WHITE.light(-0.05), r.accent]).css());
    for k in 0..3 {
        s.rect(x + 10.0, base - 215.0 + 64.0 * k as f32, 100.0, 52.0, 6.0, &WHITE.light(-0.1).css());
        s.rect(x + 45.0, base - 195.0 + 64.0 * k as f32, 30.0, 8.0, 4.0, &r.metal.css());
    }
    for wx in [x + 15.0, x + 105.0] {
        s.circle(wx, base - 20.0, 12.0, &INK.css());
    }
    // A hairdryer or a spray bottle on top.
    s.rect(x + 20.0, base - 262.0, 22.0, 32.0, 5.0, &r.accent.light(0.1).css());
    s.rect(x + 60.0, base - 250.0, 50.0, 20.0, 9.0, &INK.light(0.15).css());
}

fn hair_salon(s: &mut Svg, rng: &mut StdRng, r: &Room, barber: bool) {
    let (w, _) = COVER;
    let stations = rng.random_range(2..=3);
    let span = w / stations as f32;
    let round: f32 = if barber { 8.0 } else { one(rng, &[8.0, 40.0, 160.0]) };
    let frame = if barber { r.wood.light(-0.15) } else { one(rng, &[r.metal, WHITE, INK.light(0.1), r.wood]) };
    if barber && rng.random_bool(0.7) {
        barber_pole(s, if rng.random_bool(0.5) { 60.0 } else { w - 100.0 }, 160.0);
    }
    for i in 0..stations {
        let cx = span * (i as f32 + 0.5);
        let mw = span * 0.5;
        mirror(s, cx - mw / 2.0, 150.0, mw, 480.0, round.min(mw / 2.0), frame, r, false);
        // The counter below the mirror, with products.
        s.rect(cx - mw / 2.0 - 40.0, 660.0, mw + 80.0, 26.0, 6.0, &r.wood.css());
        s.rect_o(cx - mw / 2.0 - 40.0, 686.0, mw + 80.0, 12.0, 0.0, "#000", 0.15);
        let mut px = cx - mw / 2.0 - 20.0;
        for _ in 0..rng.random_range(2..5) {
            let hh = between(rng, 30.0, 70.0);
            s.rect(px, 660.0 - hh, 24.0, hh, 6.0, &one(rng, &[WHITE, r.accent, INK.light(0.3), Hsl(35.0, 0.5, 0.6)]).css());
            px += between(rng, 30.0, 50.0);
        }
        styling_chair(s, cx, r, barber);
    }
    if !barber && rng.random_bool(0.6) {
        let x = if rng.random_bool(0.5) { 20.0 } else { w - 160.0 };
        trolley(s, rng, x, r);
    }
}

fn barber_pole(s: &mut Svg, x: f32, y: f32) {
    let (w, h) = (44.0, 300.0);
    s.rect(x - 6.0, y - 30.0, w + 12.0, 34.0, 14.0, &CHROME.css());
    s.rect(x - 6.0, y + h - 4.0, w + 12.0, 34.0, 14.0, &CHROME.css());
    s.clip_rect(x, y, w, h, 10.0);
    s.rect(x, y, w, h, 0.0, "#ffffff");
    let mut k = 0;
    let mut sy = y - 60.0;
    while sy < y + h + 60.0 {
        let colour = if k % 2 == 0 { "#c8242b" } else { "#1f4e9c" };
        s.path(&format!("M{x} {} L{} {} L{} {} L{x} {} Z", sy + 20.0, x + w, sy - 20.0, x + w, sy - 4.0, sy + 36.0), colour);
        sy += 36.0;
        k += 1;
    }
    s.rect_o(x + 6.0, y, 8.0, h, 4.0, "#fff", 0.4);
    s.end();
}

/// Manicure tables with lamps and chairs; polish shelves on the wall.
fn nail_bar(s: &mut Svg, rng: &mut StdRng, r: &Room) {
    let (w, _) = COVER;
    for row in 0..2 {
        shelf(s, rng, 120.0, 250.0 + 130.0 * row as f32, 560.0, r, true);
    }
    if rng.random_bool(0.6) {
        mirror(s, 860.0, 150.0, 260.0, 360.0, 130.0, r.metal, r, false);
    } else {
        wall_art(s, rng, 860.0, 170.0, 280.0, 340.0, r);
    }
    let tables = rng.random_range(2..=3);
    let span = w / tables as f32;
    for i in 0..tables {
        let cx = span * (i as f32 + 0.5);
        let top = FLOOR_Y - 20.0;
        s.ellipse_o(cx, FLOOR_Y + 110.0, 220.0, 22.0, "#000", 0.15);
        // Table.
        s.rect(cx - 190.0, top, 380.0, 28.0, 6.0, &WHITE.light(-0.03).css());
        s.rect(cx - 180.0, top + 28.0, 360.0, 60.0, 4.0, &r.wood.css());
        s.rect(cx - 170.0, top + 88.0, 18.0, 100.0, 4.0, &r.metal.css());
        s.rect(cx + 152.0, top + 88.0, 18.0, 100.0, 4.0, &r.metal.css());
        // Lamp.
        s.line(cx + 120.0, top, cx + 120.0, top - 140.0, &INK.css(), 8.0);
        s.line(cx + 120.0, top - 140.0, cx + 40.0, top - 170.0, &INK.css(), 8.0);
        s.path(&format!("M{} {} L{} {} L{} {} Z", cx + 10.0, top - 150.0, cx + 70.0, top - 190.0, cx + 60.0, top - 130.0), &r.accent.css());
        let glow = s.glow(Hsl(50.0, 1.0, 0.85), 0.6);
        s.ellipse(cx + 10.0, top - 40.0, 90.0, 60.0, &glow);
        // A cushion, a few bottles.
        s.rect(cx - 40.0, top - 16.0, 80.0, 18.0, 8.0, &r.accent.light(0.2).css());
        for k in 0..3 {
            let c = Hsl(between(rng, 0.0, 360.0), 0.7, 0.55);
            s.rect(cx - 150.0 + 26.0 * k as f32, top - 28.0, 16.0, 28.0, 4.0, &c.css());
        }
        // Chairs on both sides.
        for side in [-1.0f32, 1.0] {
            let chx = cx + side * 250.0;
            let seat = r.fabric;
            s.rect(chx - 60.0, FLOOR_Y - 110.0, 120.0, 150.0, 50.0, &seat.css());
            s.rect(chx - 70.0, FLOOR_Y + 30.0, 140.0, 40.0, 16.0, &seat.light(-0.08).css());
            s.rect(chx - 6.0, FLOOR_Y + 70.0, 12.0, 70.0, 4.0, &r.metal.css());
            s.ellipse(chx, FLOOR_Y + 140.0, 60.0, 10.0, &r.metal.light(-0.1).css());
        }
    }
}

/// A treatment bed seen from the side, starting at `x`.
fn treatment_bed(s: &mut Svg, rng: &mut StdRng, x: f32, len: f32, r: &Room, reclined: bool, towels: bool) {
    let top = FLOOR_Y - 10.0;
    s.ellipse_o(x + len / 2.0, FLOOR_Y + 150.0, len * 0.6, 24.0, "#000", 0.18);
    // Legs / base.
    let legs = if towels { r.wood.light(-0.15) } else { CHROME.light(-0.1) };
    s.rect(x + 40.0, top + 40.0, 26.0, 110.0, 6.0, &legs.css());
    s.rect(x + len - 66.0, top + 40.0, 26.0, 110.0, 6.0, &legs.css());
    s.rect(x + 40.0, top + 110.0, len - 80.0, 14.0, 6.0, &legs.css());
    s.rect(x + 20.0, top + 30.0, len - 40.0, 24.0, 6.0, &legs.light(0.08).css());
    let pad = if towels { WHITE.light(-0.02) } else { r.fabric.light(0.15) };
    s.rect(x, top - 20.0, len, 56.0, 24.0, &pad.css());
    if reclined {
        // A raised backrest at the head end.
        s.path(
            &format!(
                "M{} {} L{} {} Q{} {} {} {} L{} {} Z",
                x + 10.0,
                top + 10.0,
                x - 40.0,
                top - 180.0,
                x - 40.0,
                top - 200.0,
                x + 10.0,
                top - 200.0,
                x + 80.0,
                top - 10.0
            ),
            &pad.light(-0.05).css(),
        );
    } else {
        // Head pillow.
        s.rect(x + 20.0, top - 50.0, 120.0, 40.0, 18.0, &WHITE.css());
    }
    if towels {
        // A folded towel across and a rolled one.
        let t = one(rng, &[r.accent.light(0.15), Hsl(30.0, 0.35, 0.85), Hsl(0.0, 0.0, 0.96)]);
        s.rect(x + len * 0.45, top - 30.0, len * 0.35, 66.0, 10.0, &t.css());
        s.rect(x + len * 0.47, top - 30.0, len * 0.31, 8.0, 4.0, &t.light(-0.08).css());
        s.ellipse(x + len - 60.0, top - 40.0, 40.0, 26.0, &t.light(0.05).css());
        s.circle(x + len - 60.0, top - 40.0, 12.0, &t.light(-0.08).css());
    }
}

fn candles(s: &mut Svg, rng: &mut StdRng, x: f32, y: f32) {
    let glow = s.glow(Hsl(40.0, 1.0, 0.7), 0.7);
    for k in 0..rng.random_range(2..5) {
        let cx = x + 34.0 * k as f32;
        let hh = between(rng, 30.0, 70.0);
        s.circle(cx, y - hh - 10.0, 50.0, &glow);
        s.rect(cx - 12.0, y - hh, 24.0, hh, 4.0, &Hsl(40.0, 0.4, 0.92).css());
        s.ellipse(cx, y - hh - 12.0, 5.0, 11.0, &Hsl(35.0, 1.0, 0.6).css());
        s.ellipse(cx, y - hh - 9.0, 2.5, 5.0, &Hsl(55.0, 1.0, 0.9).css());
    }
}

/// A massage room: bed with towels, candles, stones, plants, warm light.
fn spa_room(s: &mut Svg, rng: &mut StdRng, r: &Room) {
    let (w, _) = COVER;
    // A round window or arch with soft light.
    let ax = between(rng, 200.0, 500.0);
    let arch = s.vgrad(Hsl(40.0, 0.8, 0.9), Hsl(30.0, 0.5, 0.75));
    s.path(&format!("M{ax} 640 L{ax} 300 A150 150 0 0 1 {} 300 L{} 640 Z", ax + 300.0, ax + 300.0), &arch);
    s.stroke(&format!("M{} 640 L{} 170", ax + 150.0, ax + 150.0), &r.wood.css(), 10.0);
    s.stroke(&format!("M{ax} 640 L{ax} 300 A150 150 0 0 1 {} 300 L{} 640 Z", ax + 300.0, ax + 300.0), &r.wood.css(), 16.0);
    shelf(s, rng, 900.0, 360.0, 460.0, r, false);
    let bx = between(rng, 450.0, 650.0);
    treatment_bed(s, rng, bx, 640.0, r, false, true);
    plant(s, rng, 120.0, FLOOR_Y + 140.0, 240.0);
    // Stones and candles on a low stool.
    let sx = w - 330.0;
    s.rect(sx, FLOOR_Y + 40.0, 220.0, 30.0, 8.0, &r.wood.css());
    s.rect(sx + 20.0, FLOOR_Y + 70.0, 20.0, 80.0, 4.0, &r.wood.light(-0.1).css());
    s.rect(sx + 180.0, FLOOR_Y + 70.0, 20.0, 80.0, 4.0, &r.wood.light(-0.1).css());
    candles(s, rng, sx + 30.0, FLOOR_Y + 40.0);
    for (k, rx) in [46.0, 36.0, 26.0].into_iter().enumerate() {
        s.ellipse(sx + 170.0, FLOOR_Y + 30.0 - 24.0 * k as f32, rx, 14.0, &INK.light(0.08 * k as f32).css());
    }
    candles(s, rng, w - 160.0, 360.0);
}

/// A treatment cabinet: reclined bed, magnifying lamp, device trolley, cabinet of jars.
fn cabinet(s: &mut Svg, rng: &mut StdRng, r: &Room, laser: bool) {
    let (w, _) = COVER;
    shelf(s, rng, 100.0, 300.0, 420.0, r, false);
    shelf(s, rng, 100.0, 460.0, 420.0, r, false);
    if rng.random_bool(0.5) {
        wall_art(s, rng, 1080.0, 170.0, 300.0, 360.0, r);
    } else {
        mirror(s, 1120.0, 160.0, 280.0, 380.0, 140.0, r.metal, r, false);
    }
    let bx = between(rng, 640.0, 760.0);
    let towels = rng.random_bool(0.5);
    treatment_bed(s, rng, bx, 560.0, r, true, towels);
    // Magnifying lamp on a stand.
    let lx = bx - 120.0;
    s.ellipse(lx, FLOOR_Y + 150.0, 70.0, 12.0, &CHROME.light(-0.1).css());
    s.line(lx, FLOOR_Y + 150.0, lx, 420.0, &CHROME.css(), 12.0);
    s.line(lx, 420.0, lx + 170.0, 360.0, &CHROME.css(), 10.0);
    s.ellipse(lx + 210.0, 370.0, 60.0, 52.0, &WHITE.css());
    s.ellipse(lx + 210.0, 370.0, 44.0, 38.0, &Hsl(200.0, 0.4, 0.88).css());
    let glow = s.glow(WHITE, 0.6);
    s.circle(lx + 210.0, 380.0, 110.0, &glow);
    if laser {
        // A laser device: a tall body with a screen and a hand piece.
        let dx = w - 300.0;
        s.ellipse_o(dx + 70.0, FLOOR_Y + 150.0, 110.0, 16.0, "#000", 0.18);
        s.rect(dx, FLOOR_Y - 330.0, 150.0, 470.0, 28.0, &WHITE.light(-0.03).css());
        s.rect(dx + 20.0, FLOOR_Y - 310.0, 110.0, 80.0, 10.0, &INK.css());
        s.rect(dx + 30.0, FLOOR_Y - 300.0, 90.0, 60.0, 6.0, &r.accent.light(0.1).css());
        s.rect(dx + 10.0, FLOOR_Y - 120.0, 130.0, 12.0, 6.0, &r.accent.css());
        s.stroke(
            &format!(
                "M{} {} C{} {} {} {} {} {}",
                dx,
                FLOOR_Y - 200.0,
                dx - 80.0,
                FLOOR_Y - 150.0,
                dx - 60.0,
                FLOOR_Y - 40.0,
                dx - 10.0,
                FLOOR_Y - 300.0
            ),
            &INK.light(0.2).css(),
            8.0,
        );
    } else {
        trolley(s, rng, w - 260.0, r);
    }
    plant(s, rng, w - 60.0, FLOOR_Y + 150.0, 160.0);
}

/// A ring light on a tripod.
fn ring_light(s: &mut Svg, x: f32, y: f32, radius: f32) {
    s.line(x, y + radius, x, FLOOR_Y + 120.0, &INK.css(), 8.0);
    for dx in [-60.0, 60.0] {
        s.line(x, FLOOR_Y + 60.0, x + dx, FLOOR_Y + 140.0, &INK.css(), 6.0);
    }
    let glow = s.glow(WHITE, 0.55);
    s.circle(x, y, radius * 2.0, &glow);
    let _ = write!(
        s.body,
        r##"<circle cx="{x:.1}" cy="{y:.1}" r="{radius:.1}" fill="none" stroke="#fffdf5" stroke-width="{:.1}"/>"##,
        radius * 0.22
    );
}

/// A brow and lash studio: a flat lash bed, ring light, a round mirror, shelves.
fn lash_studio(s: &mut Svg, rng: &mut StdRng, r: &Room) {
    let (w, _) = COVER;
    mirror(s, 180.0, 170.0, 320.0, 320.0, 160.0, Hsl(42.0, 0.55, 0.55), r, false);
    shelf(s, rng, 900.0, 320.0, 460.0, r, false);
    wall_art(s, rng, 960.0, 400.0, 200.0, 220.0, r);
    let bx = between(rng, 560.0, 700.0);
    treatment_bed(s, rng, bx, 600.0, r, false, false);
    ring_light(s, 470.0, 560.0, 95.0);
    // A stool for the artist.
    let sx = w - 240.0;
    s.ellipse(sx, FLOOR_Y + 40.0, 70.0, 20.0, &r.fabric.css());
    s.rect(sx - 6.0, FLOOR_Y + 50.0, 12.0, 90.0, 4.0, &r.metal.css());
    s.ellipse(sx, FLOOR_Y + 142.0, 50.0, 8.0, &r.metal.css());
    plant(s, rng, 90.0, FLOOR_Y + 150.0, 180.0);
}

/// A make-up studio: bulb mirrors over a vanity, director's chairs, brushes and palettes.
fn makeup_studio(s: &mut Svg, rng: &mut StdRng, r: &Room) {
    let (w, _) = COVER;
    let stations = rng.random_range(1..=2);
    let span = w / stations as f32;
    for i in 0..stations {
        let cx = span * (i as f32 + 0.5);
        let mw = 420.0;
        mirror(s, cx - mw / 2.0, 190.0, mw, 400.0, 6.0, WHITE, r, true);
        // Vanity.
        s.rect(cx - 330.0, 650.0, 660.0, 30.0, 6.0, &WHITE.light(-0.05).css());
        s.rect(cx - 320.0, 680.0, 200.0, 260.0, 6.0, &WHITE.light(-0.1).css());
        s.rect(cx + 120.0, 680.0, 200.0, 260.0, 6.0, &WHITE.light(-0.1).css());
        for k in 0..3 {
            s.rect(cx - 240.0, 710.0 + 80.0 * k as f32, 40.0, 8.0, 4.0, &r.metal.css());
            s.rect(cx + 200.0, 710.0 + 80.0 * k as f32, 40.0, 8.0, 4.0, &r.metal.css());
        }
        // Brush cup, palette, lipsticks.
        s.rect(cx - 280.0, 600.0, 50.0, 50.0, 8.0, &r.accent.css());
        for k in 0..5 {
            let bx = cx - 276.0 + 10.0 * k as f32;
            s.line(bx, 600.0, bx - 8.0 + 4.0 * k as f32, 540.0, &INK.css(), 5.0);
            s.ellipse(bx - 8.0 + 4.0 * k as f32, 535.0, 6.0, 12.0, &Hsl(25.0, 0.3, 0.7).css());
        }
        s.rect(cx + 150.0, 636.0, 130.0, 14.0, 4.0, &INK.css());
        for k in 0..6 {
            s.circle(cx + 165.0 + 20.0 * k as f32, 643.0, 7.0, &Hsl(10.0 + 25.0 * k as f32, 0.5, 0.55).css());
        }
        for k in 0..3 {
            s.rect(cx - 150.0 + 22.0 * k as f32, 615.0, 14.0, 35.0, 3.0, &Hsl(350.0 - 10.0 * k as f32, 0.7, 0.45).css());
        }
        // Director's chair.
        let chx = cx + between(rng, -40.0, 40.0);
        s.ellipse_o(chx, FLOOR_Y + 150.0, 150.0, 18.0, "#000", 0.18);
        s.line(chx - 100.0, FLOOR_Y + 150.0, chx + 100.0, FLOOR_Y - 60.0, &r.wood.css(), 14.0);
        s.line(chx + 100.0, FLOOR_Y + 150.0, chx - 100.0, FLOOR_Y - 60.0, &r.wood.css(), 14.0);
        s.rect(chx - 120.0, FLOOR_Y - 70.0, 240.0, 30.0, 4.0, &r.fabric.css());
        s.rect(chx - 120.0, FLOOR_Y - 230.0, 240.0, 90.0, 4.0, &r.fabric.css());
        s.rect(chx - 130.0, FLOOR_Y - 240.0, 14.0, 200.0, 4.0, &r.wood.css());
        s.rect(chx + 116.0, FLOOR_Y - 240.0, 14.0, 200.0, 4.0, &r.wood.css());
    }
    plant(s, rng, w - 80.0, FLOOR_Y + 150.0, 200.0);
}

/// A salon interior for a department.
pub fn cover(rng: &mut StdRng, department: &str) -> String {
    let mut s = Svg::new();
    let r = room(rng, department);
    walls_and_floor(&mut s, rng, &r, department);
    let lamps = rng.random_range(2..=4);
    let style = rng.random_range(0..3u8);
    for i in 0..lamps {
        let x = COVER.0 * (i as f32 + 0.5) / lamps as f32 + between(rng, -40.0, 40.0);
        let drop = between(rng, 60.0, 100.0);
        pendant(&mut s, rng, x, drop, &r, style);
    }
    match department {
        "berber" => hair_salon(&mut s, rng, &r, true),
        "tirnak" => nail_bar(&mut s, rng, &r),
        "cilt-bakimi" => cabinet(&mut s, rng, &r, false),
        "epilasyon-ve-agda" => cabinet(&mut s, rng, &r, true),
        "masaj-ve-spa" => spa_room(&mut s, rng, &r),
        "kas-ve-kirpik" => lash_studio(&mut s, rng, &r),
        "makyaj" => makeup_studio(&mut s, rng, &r),
        _ => hair_salon(&mut s, rng, &r, false),
    }
    s.finish(COVER.0, COVER.1)
}

// ---------------------------------------------------------------- portraits

const SKIN: [Hsl; 7] = [
    Hsl(28.0, 0.6, 0.86),
    Hsl(27.0, 0.55, 0.78),
    Hsl(25.0, 0.5, 0.7),
    Hsl(24.0, 0.45, 0.62),
    Hsl(22.0, 0.42, 0.52),
    Hsl(20.0, 0.4, 0.42),
    Hsl(18.0, 0.38, 0.32),
];
const HAIR: [Hsl; 8] = [
    Hsl(25.0, 0.25, 0.1),
    Hsl(25.0, 0.35, 0.18),
    Hsl(25.0, 0.4, 0.28),
    Hsl(28.0, 0.45, 0.4),
    Hsl(14.0, 0.6, 0.38),
    Hsl(40.0, 0.55, 0.62),
    Hsl(40.0, 0.35, 0.75),
    Hsl(0.0, 0.0, 0.6),
];

/// A master's portrait: head and shoulders, an apron or shirt, hair, a face; `female` picks the
/// hair styles.
pub fn portrait(rng: &mut StdRng, female: bool) -> String {
    let mut s = Svg::new();
    let z = SQUARE;
    let bg = Hsl(between(rng, 0.0, 360.0), between(rng, 0.25, 0.5), between(rng, 0.78, 0.88));
    let bgg = s.vgrad(bg.light(0.05), bg.light(-0.06));
    s.rect(0.0, 0.0, z, z, 0.0, &bgg);
    s.circle_o(z * between(rng, 0.2, 0.8), z * 0.3, z * 0.35, "#fff", 0.25);
    let skin = SKIN[rng.random_range(0..SKIN.len())];
    let hair = if female { HAIR[rng.random_range(0..7)] } else { HAIR[rng.random_range(0..HAIR.len())] };
    let hair_css = hair.css();
    let (cx, cy) = (z * 0.5, z * 0.42);
    let (hw, hh) = (z * 0.14, z * 0.175);
    let style = rng.random_range(0..5);
    // Long hair behind the shoulders.
    if female && style <= 1 {
        let len = if style == 0 { z * 0.62 } else { z * 0.48 };
        s.path(
            &format!(
                "M{} {} Q{} {} {} {} L{} {} Q{} {} {} {} Z",
                cx - hw * 1.25,
                cy,
                cx - hw * 1.5,
                cy + len * 0.6,
                cx - hw * 1.45,
                cy + len * 0.75,
                cx + hw * 1.45,
                cy + len * 0.75,
                cx + hw * 1.5,
                cy + len * 0.6,
                cx + hw * 1.25,
                cy
            ),
            &hair.light(-0.04).css(),
        );
    }
    if female && style == 2 {
        // A bun on top.
        s.circle(cx, cy - hh * 1.05, hw * 0.55, &hair_css);
    }
    // Shoulders and clothes.
    let cloth = one(
        rng,
        &[
            Hsl(0.0, 0.0, 0.12),
            Hsl(0.0, 0.0, 0.96),
            Hsl(210.0, 0.3, 0.35),
            Hsl(350.0, 0.35, 0.5),
            Hsl(160.0, 0.25, 0.35),
            Hsl(30.0, 0.3, 0.7),
            Hsl(260.0, 0.2, 0.4),
        ],
    );
    let top = z * 0.72;
    s.rect(cx - hw * 0.42, cy + hh * 0.6, hw * 0.84, z * 0.2, hw * 0.3, &skin.light(-0.06).css());
    s.path(
        &format!(
            "M{} {z} L{} {} Q{} {} {cx} {} Q{} {} {} {} L{} {z} Z",
            cx - z * 0.4,
            cx - z * 0.36,
            top + z * 0.06,
            cx - z * 0.3,
            top - z * 0.01,
            top - z * 0.01,
            cx + z * 0.3,
            top - z * 0.01,
            cx + z * 0.36,
            top + z * 0.06,
            cx + z * 0.4
        ),
        &cloth.css(),
    );
    // Neckline.
    if rng.random_bool(0.5) {
        s.path(
            &format!("M{} {} L{cx} {} L{} {} Z", cx - hw * 0.45, top - z * 0.01, top + z * 0.08, cx + hw * 0.45, top - z * 0.01),
            &skin.light(-0.06).css(),
        );
    } else {
        s.ellipse(cx, top - z * 0.005, hw * 0.5, z * 0.03, &skin.light(-0.06).css());
    }
    if rng.random_bool(0.45) {
        // A salon apron over it.
        let apron = one(rng, &[Hsl(0.0, 0.0, 0.15), Hsl(25.0, 0.45, 0.35), Hsl(200.0, 0.25, 0.3), Hsl(350.0, 0.3, 0.4)]);
        s.rect(cx - z * 0.17, top + z * 0.08, z * 0.34, z, 10.0, &apron.css());
        s.line(cx - z * 0.15, top + z * 0.09, cx - z * 0.08, top - z * 0.005, &apron.light(-0.05).css(), 8.0);
        s.line(cx + z * 0.15, top + z * 0.09, cx + z * 0.08, top - z * 0.005, &apron.light(-0.05).css(), 8.0);
        s.rect(cx + z * 0.04, top + z * 0.14, z * 0.09, z * 0.08, 4.0, &apron.light(0.06).css());
    }
    // Ears, face.
    s.ellipse(cx - hw, cy + hh * 0.05, hw * 0.18, hh * 0.2, &skin.light(-0.04).css());
    s.ellipse(cx + hw, cy + hh * 0.05, hw * 0.18, hh * 0.2, &skin.light(-0.04).css());
    s.ellipse(cx, cy, hw, hh, &skin.css());
    // Hair on top.
    if female {
        match style {
            0 | 1 => {
                // Long, parted.
                let part = if rng.random_bool(0.5) { -0.3 } else { 0.3 };
                s.path(
                    &format!(
                        "M{} {} Q{} {} {} {} Q{} {} {} {} Q{} {} {} {} Q{} {} {} {} Z",
                        cx - hw * 1.12,
                        cy + hh * 0.3,
                        cx - hw * 1.25,
                        cy - hh * 1.2,
                        cx + part * hw,
                        cy - hh * 1.08,
                        cx + hw * 1.25,
                        cy - hh * 1.2,
                        cx + hw * 1.12,
                        cy + hh * 0.3,
                        cx + hw * 0.95,
                        cy - hh * 0.5,
                        cx + part * hw,
                        cy - hh * 0.72,
                        cx - hw * 0.95,
                        cy - hh * 0.5,
                        cx - hw * 1.12,
                        cy + hh * 0.3
                    ),
                    &hair_css,
                );
            }
            2 => {
                // Pulled back into a bun.
                s.path(
                    &format!(
                        "M{} {} Q{cx} {} {} {} Q{cx} {} {} {} Z",
                        cx - hw * 1.02,
                        cy - hh * 0.1,
                        cy - hh * 1.45,
                        cx + hw * 1.02,
                        cy - hh * 0.1,
                        cy - hh * 0.7,
                        cx - hw * 1.02,
                        cy - hh * 0.1
                    ),
                    &hair_css,
                );
            }
            3 => {
                // A bob with a fringe.
                s.path(
                    &format!(
                        "M{} {} Q{} {} {cx} {} Q{} {} {} {} L{} {} Q{cx} {} {} {} Z",
                        cx - hw * 1.2,
                        cy + hh * 0.75,
                        cx - hw * 1.35,
                        cy - hh * 1.3,
                        cy - hh * 1.15,
                        cx + hw * 1.35,
                        cy - hh * 1.3,
                        cx + hw * 1.2,
                        cy + hh * 0.75,
                        cx + hw * 0.9,
                        cy + hh * 0.75,
                        cy - hh * 0.45,
                        cx - hw * 0.9,
                        cy + hh * 0.75
                    ),
                    &hair_css,
                );
            }
            _ => {
                // Curls.
                for k in 0..14 {
                    let a = std::f32::consts::PI * (0.95 + 1.1 * k as f32 / 13.0);
                    s.circle(cx + a.cos() * hw * 1.05, cy - hh * 0.15 + a.sin() * hh * 1.0, hw * 0.38, &hair_css);
                }
                for k in 0..5 {
                    s.circle(cx - hw * 1.15 + hw * 0.1 * k as f32, cy + hh * 0.2 + hh * 0.25 * k as f32, hw * 0.3, &hair_css);
                    s.circle(cx + hw * 1.15 - hw * 0.1 * k as f32, cy + hh * 0.2 + hh * 0.25 * k as f32, hw * 0.3, &hair_css);
                }
            }
        }
    } else {
        match style {
            0 | 1 => {
                // Short crop: over the top of the head, the hairline well above the brows.
                s.path(
                    &format!(
                        "M{} {} Q{} {} {cx} {} Q{} {} {} {} L{} {} Q{cx} {} {} {} Z",
                        cx - hw * 1.03,
                        cy - hh * 0.15,
                        cx - hw * 1.12,
                        cy - hh * 1.3,
                        cy - hh * 1.14,
                        cx + hw * 1.12,
                        cy - hh * 1.3,
                        cx + hw * 1.03,
                        cy - hh * 0.15,
                        cx + hw * 0.9,
                        cy - hh * 0.45,
                        cy - hh * 0.9,
                        cx - hw * 0.9,
                        cy - hh * 0.45
                    ),
                    &hair_css,
                );
            }
            2 => {
                // A quiff.
                s.path(
                    &format!(
                        "M{} {} Q{} {} {} {} Q{} {} {} {} L{} {} Q{cx} {} {} {} Z",
                        cx - hw * 1.03,
                        cy - hh * 0.15,
                        cx - hw * 1.1,
                        cy - hh * 1.35,
                        cx + hw * 0.2,
                        cy - hh * 1.42,
                        cx + hw * 1.2,
                        cy - hh * 1.3,
                        cx + hw * 1.03,
                        cy - hh * 0.15,
                        cx + hw * 0.9,
                        cy - hh * 0.45,
                        cy - hh * 0.95,
                        cx - hw * 0.9,
                        cy - hh * 0.45
                    ),
                    &hair_css,
                );
            }
            3 => {
                // Buzz cut: a thin cap.
                s.path(
                    &format!(
                        "M{} {} Q{cx} {} {} {} L{} {} Q{cx} {} {} {} Z",
                        cx - hw * 1.0,
                        cy - hh * 0.3,
                        cy - hh * 1.3,
                        cx + hw * 1.0,
                        cy - hh * 0.3,
                        cx + hw * 0.92,
                        cy - hh * 0.5,
                        cy - hh * 0.95,
                        cx - hw * 0.92,
                        cy - hh * 0.5
                    ),
                    &hair.light(0.05).css(),
                );
            }
            _ => {
                // Bald on top, short sides.
                s.path(
                    &format!(
                        "M{} {} Q{} {} {} {} L{} {} Z",
                        cx - hw * 1.02,
                        cy + hh * 0.1,
                        cx - hw * 1.05,
                        cy - hh * 0.6,
                        cx - hw * 0.8,
                        cy - hh * 0.65,
                        cx - hw * 0.85,
                        cy + hh * 0.1
                    ),
                    &hair_css,
                );
                s.path(
                    &format!(
                        "M{} {} Q{} {} {} {} L{} {} Z",
                        cx + hw * 1.02,
                        cy + hh * 0.1,
                        cx + hw * 1.05,
                        cy - hh * 0.6,
                        cx + hw * 0.8,
                        cy - hh * 0.65,
                        cx + hw * 0.85,
                        cy + hh * 0.1
                    ),
                    &hair_css,
                );
            }
        }
        if rng.random_bool(0.55) {
            // A beard along the jaw and around the mouth, or just a moustache and chin.
            let full = rng.random_bool(0.6);
            let beard = hair.light(0.03).css();
            if full {
                s.path(
                    &format!(
                        "M{} {} Q{} {} {cx} {} Q{} {} {} {} L{} {} Q{cx} {} {} {} Z",
                        cx - hw * 0.99,
                        cy + hh * 0.15,
                        cx - hw * 0.95,
                        cy + hh * 1.05,
                        cy + hh * 1.18,
                        cx + hw * 0.95,
                        cy + hh * 1.05,
                        cx + hw * 0.99,
                        cy + hh * 0.15,
                        cx + hw * 0.7,
                        cy + hh * 0.42,
                        cy + hh * 0.3,
                        cx - hw * 0.7,
                        cy + hh * 0.42
                    ),
                    &beard,
                );
            } else {
                s.ellipse(cx, cy + hh * 0.86, hw * 0.32, hh * 0.2, &beard);
            }
            s.path(
                &format!(
                    "M{} {} Q{cx} {} {} {} Q{cx} {} {} {} Z",
                    cx - hw * 0.38,
                    cy + hh * 0.5,
                    cy + hh * 0.3,
                    cx + hw * 0.38,
                    cy + hh * 0.5,
                    cy + hh * 0.42,
                    cx - hw * 0.38,
                    cy + hh * 0.5
                ),
                &beard,
            );
        }
    }
    // Face: brows, eyes, nose, mouth, cheeks.
    let eye_y = cy + hh * 0.05;
    let brow = hair.light(-0.05).css();
    for side in [-1.0f32, 1.0] {
        let ex = cx + side * hw * 0.4;
        s.ellipse(ex, eye_y, hw * 0.1, hh * 0.075, &INK.css());
        s.circle(ex + hw * 0.03, eye_y - hh * 0.025, hw * 0.03, "#ffffff");
        s.stroke(
            &format!("M{} {} Q{ex} {} {} {}", ex - hw * 0.2, eye_y - hh * 0.2, eye_y - hh * 0.3, ex + hw * 0.2, eye_y - hh * 0.22),
            &brow,
            hw * if female { 0.06 } else { 0.1 },
        );
        s.ellipse_o(ex + side * hw * 0.08, eye_y + hh * 0.3, hw * 0.16, hh * 0.08, &Hsl(0.0, 0.7, 0.6).css(), 0.25);
    }
    s.stroke(
        &format!("M{cx} {} Q{} {} {} {}", eye_y + hh * 0.1, cx + hw * 0.12, eye_y + hh * 0.3, cx - hw * 0.04, eye_y + hh * 0.38),
        &skin.light(-0.15).css(),
        hw * 0.05,
    );
    let lip = if female { Hsl(355.0, 0.55, 0.5) } else { skin.light(-0.2) };
    s.stroke(
        &format!("M{} {} Q{cx} {} {} {}", cx - hw * 0.28, cy + hh * 0.52, cy + hh * 0.68, cx + hw * 0.28, cy + hh * 0.52),
        &lip.css(),
        hw * 0.07,
    );
    if female && rng.random_bool(0.4) {
        // Earrings.
        s.circle(cx - hw, cy + hh * 0.3, hw * 0.07, &Hsl(45.0, 0.7, 0.6).css());
        s.circle(cx + hw, cy + hh * 0.3, hw * 0.07, &Hsl(45.0, 0.7, 0.6).css());
    }
    s.finish(z, z)
}

// ---------------------------------------------------------------- work

/// A close-up of finished work: manicured nails, a hairstyle, a made-up eye, or a spa still life.
pub fn work(rng: &mut StdRng, kind: usize) -> String {
    let mut s = Svg::new();
    let z = SQUARE;
    let bg = Hsl(between(rng, 0.0, 360.0), between(rng, 0.15, 0.35), between(rng, 0.82, 0.92));
    let g = s.vgrad(bg.light(0.04), bg.light(-0.05));
    s.rect(0.0, 0.0, z, z, 0.0, &g);
    let skin = SKIN[rng.random_range(0..5)];
    match kind % 4 {
        0 => {
            // A hand with painted nails, fingers up.
            let polish = Hsl(between(rng, 0.0, 360.0), between(rng, 0.5, 0.85), between(rng, 0.4, 0.6));
            s.rect(z * 0.3, z * 0.55, z * 0.4, z * 0.5, z * 0.12, &skin.css());
            let fingers = [(0.33, 0.3, 0.3), (0.43, 0.2, 0.36), (0.53, 0.22, 0.34), (0.63, 0.3, 0.28)];
            for (fx, fy, len) in fingers {
                let (x, y, w) = (z * fx - z * 0.045, z * fy, z * 0.085);
                s.rect(x, y, w, z * len + z * 0.1, w * 0.5, &skin.css());
                s.rect(x + w * 0.14, y + w * 0.12, w * 0.72, w * 1.05, w * 0.36, &polish.css());
                s.rect_o(x + w * 0.25, y + w * 0.25, w * 0.14, w * 0.6, w * 0.07, "#fff", 0.6);
                s.line(x + w * 0.2, y + z * 0.2, x + w * 0.8, y + z * 0.2, &skin.light(-0.08).css(), 2.0);
            }
            // Thumb.
            s.ellipse_rot(z * 0.27, z * 0.62, z * 0.05, z * 0.13, -35.0, &skin.css());
            s.ellipse_rot(z * 0.22, z * 0.54, z * 0.032, z * 0.045, -35.0, &polish.css());
            // Bottle.
            s.rect(z * 0.76, z * 0.72, z * 0.1, z * 0.14, 10.0, &polish.css());
            s.rect(z * 0.785, z * 0.62, z * 0.05, z * 0.11, 4.0, &INK.css());
        }
        1 => {
            // Long hair from behind, with highlights.
            let hair = HAIR[rng.random_range(0..7)];
            let tip = hair.light(between(rng, 0.1, 0.3)).sat(0.1);
            let grad = s.vgrad(hair, tip);
            s.rect(z * 0.35, z * 0.7, z * 0.3, z * 0.4, 20.0, &skin.light(-0.05).css());
            s.path(
                &format!(
                    "M{} {} Q{} {} {} {} Q{} {} {} {} Q{} {} {} {} Q{} {} {} {} Z",
                    z * 0.28,
                    z * 0.3,
                    z * 0.5,
                    z * 0.02,
                    z * 0.72,
                    z * 0.3,
                    z * 0.8,
                    z * 0.7,
                    z * 0.7,
                    z * 1.0,
                    z * 0.5,
                    z * 1.05,
                    z * 0.3,
                    z * 1.0,
                    z * 0.2,
                    z * 0.7,
                    z * 0.28,
                    z * 0.3
                ),
                &grad,
            );
            for k in 0..9 {
                let x = z * (0.3 + 0.05 * k as f32);
                s.stroke(
                    &format!(
                        "M{x} {} Q{} {} {} {}",
                        z * 0.2,
                        x + z * between(rng, -0.08, 0.08),
                        z * 0.6,
                        x + z * between(rng, -0.05, 0.05),
                        z * 0.98
                    ),
                    &tip.light(0.08).css(),
                    4.0,
                );
            }
        }
        2 => {
            // A made-up eye with lashes and a brow.
            s.rect(0.0, 0.0, z, z, 0.0, &skin.light(0.04).css());
            let shadow = Hsl(between(rng, 0.0, 360.0), 0.45, 0.55);
            s.path(
                &format!(
                    "M{} {} Q{} {} {} {} Q{} {} {} {} Z",
                    z * 0.15,
                    z * 0.52,
                    z * 0.5,
                    z * 0.18,
                    z * 0.86,
                    z * 0.5,
                    z * 0.5,
                    z * 0.38,
                    z * 0.15,
                    z * 0.52
                ),
                &shadow.css(),
            );
            s.path(
                &format!(
                    "M{} {} Q{} {} {} {} Q{} {} {} {} Z",
                    z * 0.2,
                    z * 0.55,
                    z * 0.5,
                    z * 0.35,
                    z * 0.82,
                    z * 0.55,
                    z * 0.5,
                    z * 0.72,
                    z * 0.2,
                    z * 0.55
                ),
                "#ffffff",
            );
            s.circle(z * 0.5, z * 0.55, z * 0.12, &Hsl(between(rng, 20.0, 200.0), 0.45, 0.35).css());
            s.circle(z * 0.5, z * 0.55, z * 0.055, &INK.css());
            s.circle(z * 0.53, z * 0.52, z * 0.02, "#ffffff");
            s.stroke(&format!("M{} {} Q{} {} {} {}", z * 0.2, z * 0.55, z * 0.5, z * 0.33, z * 0.82, z * 0.55), &INK.css(), 8.0);
            for k in 0..12 {
                let t = 0.1 + 0.8 * k as f32 / 11.0;
                let x = z * (0.2 + 0.62 * t);
                let y = z * (0.55 - 0.2 * (1.0 - (2.0 * t - 1.0).powi(2)));
                s.line(x, y, x + z * (t - 0.3) * 0.08, y - z * 0.07, &INK.css(), 4.0);
            }
            s.stroke(&format!("M{} {} Q{} {} {} {}", z * 0.18, z * 0.3, z * 0.5, z * 0.12, z * 0.85, z * 0.26), &HAIR[1].css(), z * 0.05);
        }
        _ => {
            // A spa still life: rolled towels, stones, a candle and a leaf.
            let towel = one(rng, &[WHITE, Hsl(30.0, 0.35, 0.85), Hsl(160.0, 0.25, 0.8)]);
            s.rect(0.0, z * 0.62, z, z * 0.38, 0.0, &Hsl(30.0, 0.35, 0.55).css());
            for k in 0..3 {
                let x = z * (0.22 + 0.2 * k as f32);
                s.ellipse(x, z * 0.62, z * 0.1, z * 0.1, &towel.light(-0.03 * k as f32).css());
                s.circle(x, z * 0.62, z * 0.035, &towel.light(-0.1).css());
            }
            for (k, rx) in [0.13, 0.1, 0.07].into_iter().enumerate() {
                s.ellipse(z * 0.7, z * 0.8 - z * 0.06 * k as f32, z * rx, z * 0.035, &INK.light(0.1 * k as f32).css());
            }
            candles(&mut s, rng, z * 0.2, z * 0.88);
            s.ellipse_rot(z * 0.45, z * 0.85, z * 0.05, z * 0.14, 60.0, &Hsl(120.0, 0.4, 0.35).css());
        }
    }
    s.finish(z, z)
}
