//! The demo salons' masters: a photo, the salon's hours as their week with a lunch break, a share
//! of the salon's services, and two or three portfolio cases with photos.

use domain::team::{SalaryType, WorkingType};
use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use super::salons::{DemoSalon, store_photo};
use super::{Photos, Report};
use crate::entities::*;
use crate::seed::{insert_chunked, seed_of};

/// What every demo salon's rows are made with.
#[derive(Clone, Copy)]
pub(super) struct Shared<'a> {
    pub(super) accounts: &'a HashMap<&'static str, i64>,
    pub(super) photos: &'a Photos,
    pub(super) gathered: &'a super::Gathered,
    pub(super) now: DateTime<Utc>,
}

/// A demo salon as written so far: what its masters are made of.
#[derive(Clone, Copy)]
pub(super) struct SalonSoFar<'a> {
    pub(super) index: usize,
    pub(super) id: i64,
    pub(super) spec: &'a DemoSalon,
    /// (weekday, open minute, close minute) of the days it opens.
    pub(super) hours: &'a [(i16, i16, i16)],
    pub(super) service_ids: &'a [i64],
    /// The catalogue service of each of `service_ids`.
    pub(super) catalogue_ids: &'a [i64],
}

/// Writes the masters of one salon; returns their ids in order.
pub(super) async fn seed<C: ConnectionTrait>(
    db: &C,
    shared: &Shared<'_>,
    so_far: &SalonSoFar<'_>,
    rng: &mut StdRng,
    report: &mut Report,
) -> anyhow::Result<Vec<i64>> {
    let Shared { accounts, photos, gathered, now } = *shared;
    let SalonSoFar {
        index: salon_index,
        id: salon_id,
        spec: salon,
        hours,
        service_ids: salon_service_ids,
        catalogue_ids: salon_service_catalogue_ids,
    } = *so_far;
    let mut master_ids = Vec::new();
    for (m_index, master) in salon.masters.iter().enumerate() {
        let portrait = store_photo(
            db,
            gathered,
            "masters",
            &format!("{}-{}.webp", salon.slug, m_index + 1),
            &photos.portraits[salon_index][m_index],
            now,
        )
        .await?;
        let account_id = match (salon_index, m_index) {
            (0, 0) => Some(accounts["+905550000003"]),
            (1, 0) => Some(accounts["+905550000005"]),
            _ => None,
        };
        let m = masters::ActiveModel {
            salon_id: Set(salon_id),
            account_id: Set(account_id),
            full_name: Set(master.full_name.clone()),
            email: Set(None),
            phone: Set(None),
            birthday: Set(None),
            position: Set(Some(master.position.tr.clone())),
            photo_file_id: Set(Some(portrait)),
            description: Set(Some(master.description.tr.clone())),
            salary_type: Set(if m_index % 2 == 0 { SalaryType::Fixed } else { SalaryType::Hourly }.as_str().into()),
            hourly_rate: Set((m_index % 2 == 1).then_some(25_000)),
            // 28 000 TRY a month for the fixed ones; everyone takes 10 % of their services (issue #19).
            monthly_salary: Set((m_index % 2 == 0).then_some(2_800_000)),
            commission_bp: Set(Some(1_000)),
            working_type: Set(if m_index == 3 { WorkingType::PartTime } else { WorkingType::FullTime }.as_str().into()),
            contract_active: Set(true),
            sort_order: Set(m_index as i32),
            created_at: Set(now),
            deleted_at: Set(None),
            ..Default::default()
        }
        .insert(db)
        .await?;
        if let Some(account) = account_id {
            account_roles::ActiveModel {
                account_id: Set(account),
                role: Set("salon_master".into()),
                salon_id: Set(Some(salon_id)),
                ..Default::default()
            }
            .insert(db)
            .await?;
        }
        let (mut days, mut breaks, mut services) = (Vec::new(), Vec::new(), Vec::new());
        for (weekday, open, close) in hours {
            // Part-timers skip Mondays and Tuesdays.
            let off = m_index == 3 && *weekday < 2;
            days.push(master_schedule_days::ActiveModel {
                master_id: Set(m.id),
                weekday: Set(Some(*weekday)),
                day: Set(None),
                day_type: Set(if off { "off".into() } else { "work".into() }),
                start_min: Set((!off).then_some(*open)),
                end_min: Set((!off).then_some(*close)),
                ..Default::default()
            });
            if !off && close - open >= 6 * 60 {
                let lunch = 13 * 60 + (m_index as i16 % 2) * 30;
                breaks.push(master_breaks::ActiveModel {
                    master_id: Set(m.id),
                    weekday: Set(Some(*weekday)),
                    day: Set(None),
                    start_min: Set(lunch),
                    end_min: Set(lunch + 45),
                    ..Default::default()
                });
            }
        }
        let mut done_services = Vec::new();
        for (s_index, service_id) in salon_service_ids.iter().enumerate() {
            if salon.masters.len() == 1 || s_index % salon.masters.len() == m_index || rng.random_bool(0.4) {
                services.push(master_services::ActiveModel {
                    master_id: Set(m.id),
                    salon_service_id: Set(*service_id),
                    ..Default::default()
                });
                done_services.push(salon_service_catalogue_ids[s_index]);
            }
        }
        insert_chunked(db, days).await?;
        insert_chunked(db, breaks).await?;
        insert_chunked(db, services).await?;

        // Two or three portfolio cases of services the master does here, each with two or
        // three photos from the generated pool (a separate RNG keeps the rest of the seed as it was).
        let mut case_rng = StdRng::seed_from_u64(seed_of(&format!("cases/{}/{m_index}", salon.slug)));
        // The city salons' masters show one case of one or two photos (the seed stays fast).
        let (cases, photos_per_case) = if salon.city { (1, 1..=2usize) } else { (case_rng.random_range(2..=3usize), 2..=3usize) };
        let counts: Vec<usize> = (0..cases).map(|_| case_rng.random_range(photos_per_case.clone())).collect();
        let mut pool = rand::seq::index::sample(&mut case_rng, photos.work.len(), counts.iter().sum()).into_iter();
        for (c_index, count) in counts.iter().enumerate() {
            let service_id = (!done_services.is_empty()).then(|| done_services[case_rng.random_range(0..done_services.len())]);
            let case = master_cases::ActiveModel {
                master_id: Set(m.id),
                service_id: Set(service_id),
                done_on: Set((now - Duration::days(case_rng.random_range(5..=240))).date_naive()),
                done_at_min: Set(Some(case_rng.random_range(20..=37i16) * 30)),
                description: Set(None),
                created_at: Set(now),
                ..Default::default()
            }
            .insert(db)
            .await?;
            for (p_index, work) in pool.by_ref().take(*count).enumerate() {
                let name = format!("{}-{}-case{}-{}.webp", salon.slug, m_index + 1, c_index + 1, p_index + 1);
                let file_id = store_photo(db, gathered, "masters", &name, &photos.work[work], now).await?;
                master_case_photos::ActiveModel {
                    case_id: Set(case.id),
                    file_id: Set(file_id),
                    sort_order: Set(p_index as i32),
                    ..Default::default()
                }
                .insert(db)
                .await?;
            }
        }
        master_ids.push(m.id);
        report.masters += 1;
    }
    Ok(master_ids)
}
