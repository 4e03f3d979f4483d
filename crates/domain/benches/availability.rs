//! `free_starts_range` against its budget (DESIGN §6): 10 masters × 90 days on a 15-minute grid in
//! ≤ 2 ms. Run with `cargo bench -p domain --bench availability`; figures go to
//! `docs/performance.md`.

use std::collections::{BTreeMap, BTreeSet};
use std::hint::black_box;

use chrono::{Days, NaiveDate};
use criterion::{Criterion, criterion_group, criterion_main};
use domain::availability::{BreakRow, DayType, MasterCalendar, SalonCalendar, ScheduleRow, free_starts_range};

const MASTERS: i64 = 10;
const DAYS: u16 = 90;

/// A fixed linear congruential generator (Knuth's MMIX constants): the same calendar on every run
/// and machine, without a dependency.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// 2026-11-23, a Monday.
fn from() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 23).unwrap()
}

/// 09:00–20:00 every day but Sunday (10:00–18:00), 15-minute grid, two holidays in the range.
fn salon() -> SalonCalendar {
    let mut weekly = [Some((540, 1200)); 7];
    weekly[6] = Some((600, 1080));
    let days_off = BTreeSet::from([NaiveDate::from_ymd_opt(2027, 1, 1).unwrap(), NaiveDate::from_ymd_opt(2026, 12, 31).unwrap()]);
    SalonCalendar { weekly, days_off, step: 15 }
}

/// A master with a typical week: one weekday off, the rest 09:00–20:00 or 10:00–19:00, a one-hour
/// lunch break, a few dated overrides, and 3–8 appointments (30–120 minutes) on every day.
fn master(id: i64, rng: &mut Lcg) -> MasterCalendar {
    let off_weekday = (id % 7) as u8;
    let mut schedule: Vec<ScheduleRow> = (0..7u8)
        .map(|weekday| {
            let (start, end) = if (weekday + id as u8).is_multiple_of(2) { (540, 1200) } else { (600, 1140) };
            ScheduleRow {
                weekday: Some(weekday),
                date: None,
                day_type: if weekday == off_weekday { DayType::Off } else { DayType::Work },
                start_min: Some(start),
                end_min: Some(end),
            }
        })
        .collect();
    for _ in 0..3 {
        let date = from() + Days::new(rng.below(u64::from(DAYS)));
        schedule.push(ScheduleRow { weekday: None, date: Some(date), day_type: DayType::Work, start_min: Some(720), end_min: Some(1200) });
    }
    let lunch = 720 + 30 * (id as u16 % 3);
    let mut breaks: Vec<BreakRow> =
        (0..7u8).map(|weekday| BreakRow { weekday: Some(weekday), date: None, start_min: lunch, end_min: lunch + 60 }).collect();
    breaks.push(BreakRow { weekday: None, date: Some(from() + Days::new(10)), start_min: 960, end_min: 990 });
    let busy: BTreeMap<NaiveDate, Vec<(u16, u16)>> = (0..u64::from(DAYS))
        .map(|d| {
            let count = 3 + rng.below(6);
            let appointments = (0..count).map(|_| (540 + 15 * rng.below(40) as u16, 30 + 15 * rng.below(7) as u16)).collect();
            (from() + Days::new(d), appointments)
        })
        .collect();
    MasterCalendar { master_id: id, schedule, breaks, busy }
}

fn bench(c: &mut Criterion) {
    let salon = salon();
    let mut rng = Lcg(5);
    let masters: Vec<MasterCalendar> = (1..=MASTERS).map(|id| master(id, &mut rng)).collect();
    // "Now" is 10:00 on the first day, so the first day is partly past as in production.
    let now = (from(), 600);
    let answer = free_starts_range(&salon, &masters, from(), DAYS, 60, now).unwrap();
    let starts: usize = answer.iter().map(|(_, _, starts)| starts.len()).sum();
    eprintln!("{} (master, date) entries, {starts} free starts", answer.len());
    c.bench_function("free_starts_range 10 masters x 90 days, 15-min grid, 60 min", |b| {
        b.iter(|| free_starts_range(black_box(&salon), black_box(&masters), black_box(from()), DAYS, 60, now))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
