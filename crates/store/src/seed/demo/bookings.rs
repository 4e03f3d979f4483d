//! The demo's visits: the demo client's history, and the first demo salon's desk.

use std::collections::HashMap;

use anyhow::Context;
use chrono::{Duration, NaiveDate, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::entities::*;

/// The demo client's history: a completed visit waiting for a review and a confirmed one ahead,
/// so the cabinet shows its screens filled on the first start. Both are with the first master
/// who has a service, on the nearest day the salon and the master work, an hour after opening.
pub(super) async fn seed_visits<C: ConnectionTrait>(db: &C, accounts: &HashMap<&'static str, i64>) -> anyhow::Result<()> {
    let Some(&client) = accounts.get("+905550000004") else { return Ok(()) };
    let Some(link) = master_services::Entity::find().order_by_asc(master_services::Column::Id).one(db).await? else { return Ok(()) };
    let master = masters::Entity::find_by_id(link.master_id).one(db).await?.context("master of a service")?;
    let service = salon_services::Entity::find_by_id(link.salon_service_id).one(db).await?.context("salon service")?;
    let hours = salon_working_hours::Entity::find().filter(salon_working_hours::Column::SalonId.eq(master.salon_id)).all(db).await?;
    let days = master_schedule_days::Entity::find().filter(master_schedule_days::Column::MasterId.eq(master.id)).all(db).await?;
    let now = Utc::now();
    let today = domain::time::local(now).date();
    let price = domain::money::final_price(service.price, service.discount_percent);
    for (offset, status) in [(-10i64, "completed"), (5, "confirmed")] {
        let open_day = (offset..offset + 7).map(|d| today + Duration::days(d)).find_map(|date| {
            let weekday = chrono::Datelike::weekday(&date).num_days_from_monday() as i16;
            let works = days.iter().find(|d| d.weekday == Some(weekday)).is_none_or(|d| d.day_type == "work");
            hours.iter().find(|h| h.weekday == weekday).filter(|_| works).map(|h| (date, h.open_min + 60))
        });
        let Some((date, start)) = open_day else { continue };
        let starts_at = domain::time::instant(date, start as u16);
        let ends_at = starts_at + Duration::minutes(i64::from(service.duration_min));
        let visit = appointments::ActiveModel {
            salon_id: Set(master.salon_id),
            master_id: Set(master.id),
            client_account_id: Set(Some(client)),
            client_name: Set("Demo Client".into()),
            client_phone: Set("+905550000004".into()),
            client_email: Set(Some("demo-client@demo.randevu.app".into())),
            status: Set(status.into()),
            provision_date: Set(date),
            start_min: Set(start),
            duration_min: Set(service.duration_min),
            starts_at: Set(starts_at),
            ends_at: Set(ends_at),
            total_price: Set(price),
            payment_method: Set((status == "completed").then(|| "card".to_owned())),
            source: Set("online".into()),
            created_by: Set(Some(client)),
            created_at: Set(starts_at - Duration::days(2)),
            updated_at: Set(starts_at - Duration::days(2)),
            confirmed_at: Set(Some(starts_at - Duration::days(2))),
            completed_at: Set((status == "completed").then_some(ends_at)),
            locale: Set("tr".into()),
            ..Default::default()
        }
        .insert(db)
        .await?;
        insert_single_item(db, visit.id, &service, price).await?;
    }
    Ok(())
}

/// One visit of the desk's demo: days from today, which master (by position), the earliest
/// start wanted, the status while it lies ahead, the client and how it came in.
struct DeskVisit {
    day: i64,
    master: usize,
    from: u16,
    status: &'static str,
    client: (&'static str, &'static str),
    source: &'static str,
    important: bool,
}

/// The first demo salon's desk on the first start: visits today, in the next days, some
/// waiting for confirmation (with the system's confirmation job, as real bookings have), one
/// declined, and paid ones earlier this month. Times are the first free starts from the
/// availability engine, so they respect hours, breaks, days off and each other. Visits that
/// have ended by the time of seeding are completed (paid in cash).
pub(super) async fn seed_desk<C: ConnectionTrait>(db: &C, accounts: &HashMap<&'static str, i64>) -> anyhow::Result<()> {
    const VISITS: [DeskVisit; 11] = [
        DeskVisit {
            day: -6,
            master: 1,
            from: 600,
            status: "completed",
            client: ("Selin Yılmaz", "+905551000001"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: -3,
            master: 2,
            from: 840,
            status: "completed",
            client: ("Burak Demir", "+905551000002"),
            source: "manual",
            important: false,
        },
        DeskVisit {
            day: 0,
            master: 1,
            from: 660,
            status: "confirmed",
            client: ("Elif Şahin", "+905551000003"),
            source: "online",
            important: true,
        },
        DeskVisit {
            day: 0,
            master: 2,
            from: 900,
            status: "confirmed",
            client: ("Mert Kaya", "+905551000004"),
            source: "manual",
            important: false,
        },
        DeskVisit {
            day: 0,
            master: 3,
            from: 1020,
            status: "new",
            client: ("Deniz Aydın", "+905551000005"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 1,
            master: 0,
            from: 720,
            status: "new",
            client: ("Ece Arslan", "+905551000006"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 1,
            master: 1,
            from: 960,
            status: "cancelled",
            client: ("Can Öztürk", "+905551000007"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 2,
            master: 2,
            from: 660,
            status: "moved",
            client: ("Zehra Çelik", "+905551000008"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 3,
            master: 1,
            from: 780,
            status: "confirmed",
            client: ("Selin Yılmaz", "+905551000001"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 4,
            master: 4,
            from: 600,
            status: "confirmed",
            client: ("Ozan Koç", "+905551000009"),
            source: "manual",
            important: true,
        },
        DeskVisit {
            day: 6,
            master: 0,
            from: 900,
            status: "new",
            client: ("Ayla Tekin", "+905551000010"),
            source: "online",
            important: false,
        },
    ];
    let Some(&owner) = accounts.get("+905550000002") else { return Ok(()) };
    let Some(salon) = salons::Entity::find().filter(salons::Column::OwnerAccountId.eq(owner)).one(db).await? else { return Ok(()) };
    let masters = crate::bookings::bookable_masters(db, salon.id).await?;
    if masters.is_empty() {
        return Ok(());
    }
    let doers = crate::bookings::services_of_masters(db, &masters.iter().map(|m| m.id).collect::<Vec<_>>()).await?;
    let now = Utc::now();
    let today = domain::time::local(now).date();
    let mut taken: Vec<(i64, NaiveDate, u16, u16)> = Vec::new();
    for plan in &VISITS {
        let master = &masters[plan.master % masters.len()];
        let Some(&service_id) = doers.get(&master.id).and_then(|s| s.iter().next()) else { continue };
        let service = salon_services::Entity::find_by_id(service_id).one(db).await?.context("salon service")?;
        let duration = domain::time::Minutes::clamped(i64::from(service.duration_min)).get();
        let date = today + Duration::days(plan.day);
        let salon_calendar = crate::bookings::salon_calendar(db, &salon, date, date).await?;
        let calendar = crate::bookings::master_calendars(db, &[master.id], date, date, None).await?.remove(0);
        // Past-ness aside (the day before as "now"): past visits are history, not bookings.
        let starts = domain::availability::free_starts(&salon_calendar, &calendar, date, duration, (date - Duration::days(1), 0))
            .unwrap_or_default();
        let clear = |t: u16| !taken.iter().any(|&(m, d, s, e)| m == master.id && d == date && t < e && s < t + duration);
        let Some(start) = starts.into_iter().find(|&t| t >= plan.from && clear(t)) else { continue };
        taken.push((master.id, date, start, start + duration));
        let starts_at = domain::time::instant(date, start);
        let ends_at = starts_at + Duration::minutes(i64::from(duration));
        let status = if ends_at <= now && plan.status != "cancelled" { "completed" } else { plan.status };
        // Waiting visits were booked just now (their confirmation window is still open).
        let booked_at =
            if date > today || matches!(status, "new" | "moved") { now - Duration::minutes(5) } else { starts_at - Duration::days(2) };
        let price = domain::money::final_price(service.price, service.discount_percent);
        let visit = appointments::ActiveModel {
            salon_id: Set(salon.id),
            master_id: Set(master.id),
            client_account_id: Set(None),
            client_name: Set(plan.client.0.into()),
            client_phone: Set(plan.client.1.into()),
            status: Set(status.into()),
            provision_date: Set(date),
            start_min: Set(start as i16),
            duration_min: Set(service.duration_min),
            starts_at: Set(starts_at),
            ends_at: Set(ends_at),
            total_price: Set(price),
            payment_method: Set((status == "completed").then(|| "cash".to_owned())),
            source: Set(plan.source.into()),
            created_at: Set(booked_at),
            updated_at: Set(booked_at),
            confirmed_at: Set(matches!(status, "confirmed" | "completed").then_some(booked_at)),
            cancelled_at: Set((status == "cancelled").then_some(booked_at)),
            cancelled_by: Set((status == "cancelled").then(|| "salon".to_owned())),
            moved_by: Set((status == "moved").then(|| "client".to_owned())),
            completed_at: Set((status == "completed").then_some(ends_at)),
            locale: Set("tr".into()),
            important: Set(plan.important),
            // Older visits were looked at; the ones waiting for the salon were not.
            viewed_at: Set((!matches!(status, "new" | "moved")).then_some(booked_at)),
            ..Default::default()
        }
        .insert(db)
        .await?;
        insert_single_item(db, visit.id, &service, price).await?;
        if matches!(status, "new" | "moved") {
            // As for a real booking: the system confirms when the salon has not within its window.
            let version = visit.updated_at.timestamp_micros();
            let job = crate::jobs::NewJob::new(
                crate::jobs::Job::Confirm { appointment_id: visit.id, version },
                booked_at + Duration::minutes(domain::booking::CONFIRM_WINDOW_MINUTES),
            );
            crate::jobs::enqueue(db, job, now).await?;
        }
    }
    Ok(())
}

/// The one line of a seeded visit: the service once, at its booked price.
async fn insert_single_item<C: ConnectionTrait>(db: &C, visit_id: i64, service: &salon_services::Model, price: i64) -> anyhow::Result<()> {
    appointment_items::ActiveModel {
        appointment_id: Set(visit_id),
        salon_service_id: Set(service.id),
        option_id: Set(None),
        quantity: Set(1),
        price: Set(price),
        duration_min: Set(service.duration_min),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}
