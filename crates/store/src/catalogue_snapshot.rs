//! What a salon sells and who sells it, kept in the process between requests (issue #15).
//!
//! A booking's three requests read the salon's services, options, categories, bookable masters,
//! their services and portraits, and the cover photo — rows that change a few times a day, in
//! about a third of the booking's statements. [`Catalogues`] keeps them per salon with the
//! `salons.catalogue_version` they were read at; triggers bump that number on every write of
//! those rows (migration 000056), and every caller passes the salon row it has just read, so a
//! snapshot is used only while the database still says it is current — on every node, with no
//! message between them. A snapshot read after its version may hold newer rows than the version
//! says; the next version then replaces it, so it is never older than the salon row in hand.

use std::collections::{BTreeSet, HashMap};
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use chrono::NaiveDate;
use domain::Locale;
use sea_orm::DatabaseConnection;

use crate::Error;
use crate::bookings::{bookable_masters_doing, salon_hours, salon_master_schedules, services_of_masters};
use crate::model::{Master, Salon, StoredFile};
use crate::salon_page::{ServiceGroup, cover_photo, services};
use domain::availability::{MasterCalendar, SalonCalendar};

/// Salons kept at most; past it the cache starts again empty (a marketplace's bookings cluster
/// on the salons being booked, and a rebuild is a handful of statements).
const MAX_SALONS: usize = 4096;

/// A bookable master of the salon with the portrait file and the salon services they do.
#[derive(Debug, Clone)]
pub struct BookableMaster {
    pub master: Master,
    pub portrait: Option<StoredFile>,
    pub services: BTreeSet<i64>,
}

/// The salon's people, hours and picture: the same in every language.
#[derive(Debug)]
pub struct Team {
    /// Bookable masters (contract active, within the plan, not deleted) in the salon's order.
    pub masters: Vec<BookableMaster>,
    pub cover: Option<StoredFile>,
    /// Weekly hours and every day off; `step` is 0 (the salon row's time slicing is the reader's).
    hours: SalonCalendar,
    /// Schedule rows and breaks of every master of the salon with any, `busy` empty.
    schedules: HashMap<i64, MasterCalendar>,
}

impl Team {
    /// The salon's calendar with `salon`'s time slicing (the salon row this team was read for).
    pub fn salon_calendar(&self, salon: &Salon) -> SalonCalendar {
        SalonCalendar { step: salon.time_slicing as u16, ..self.hours.clone() }
    }

    /// The salon's opening hours per weekday, Monday first (`None` = closed).
    pub fn weekly_hours(&self) -> [Option<(u16, u16)>; 7] {
        self.hours.weekly
    }

    /// The salon's days off from `from` on, earliest first, at most `limit`.
    pub fn days_off_from(&self, from: NaiveDate, limit: usize) -> Vec<NaiveDate> {
        self.hours.days_off.range(from..).take(limit).copied().collect()
    }

    /// Master `id`'s schedule and breaks with no visits in it (empty for a master without rows,
    /// as the database would answer).
    pub fn schedule(&self, id: i64) -> MasterCalendar {
        self.schedules.get(&id).cloned().unwrap_or_else(|| MasterCalendar {
            master_id: id,
            schedule: Vec::new(),
            breaks: Vec::new(),
            busy: Default::default(),
        })
    }

    /// A bookable master of this salon.
    pub fn master(&self, id: i64) -> Option<&BookableMaster> {
        self.masters.iter().find(|m| m.master.id == id)
    }

    /// The bookable masters who do every one of `salon_service_ids`, in order, with their portraits.
    pub fn masters_doing(&self, salon_service_ids: &BTreeSet<i64>) -> Vec<(Master, Option<StoredFile>)> {
        self.masters.iter().filter(|m| salon_service_ids.is_subset(&m.services)).map(|m| (m.master.clone(), m.portrait.clone())).collect()
    }
}

/// The salon's active services in one language, grouped as [`services`] groups them (with the
/// bookable masters who do each).
#[derive(Debug)]
pub struct Menu {
    pub groups: Vec<ServiceGroup>,
}

impl Menu {
    /// The services among `ids`, as `salon_page::services_in` gives them.
    pub fn services_in(&self, ids: &[i64]) -> Vec<ServiceGroup> {
        self.groups
            .iter()
            .filter_map(|group| {
                let services: Vec<_> = group.services.iter().filter(|s| ids.contains(&s.id)).cloned().collect();
                (!services.is_empty()).then(|| ServiceGroup {
                    category_id: group.category_id,
                    name: group.name.clone(),
                    department: group.department.clone(),
                    services,
                })
            })
            .collect()
    }
}

/// Values of type `V` per key, each with the catalogue version it was read at.
struct Versioned<K, V> {
    entries: Mutex<HashMap<K, (i64, Arc<V>)>>,
}

impl<K: Eq + Hash, V> Versioned<K, V> {
    fn new() -> Self {
        Versioned { entries: Mutex::new(HashMap::new()) }
    }

    fn get(&self, key: &K, version: i64) -> Option<Arc<V>> {
        let entries = self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        entries.get(key).filter(|(at, _)| *at == version).map(|(_, value)| Arc::clone(value))
    }

    fn put(&self, key: K, version: i64, value: Arc<V>) {
        let mut entries = self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if entries.len() >= MAX_SALONS && !entries.contains_key(&key) {
            entries.clear();
        }
        // A concurrent request may have put a later version already: keep the later one.
        if entries.get(&key).is_none_or(|(at, _)| *at <= version) {
            entries.insert(key, (version, value));
        }
    }
}

/// The kept catalogues of every salon a request has asked for (one per process, in the app state).
pub struct Catalogues {
    teams: Versioned<i64, Team>,
    menus: Versioned<(i64, Locale), Menu>,
}

impl Default for Catalogues {
    fn default() -> Self {
        Catalogues { teams: Versioned::new(), menus: Versioned::new() }
    }
}

impl Catalogues {
    /// `salon`'s bookable masters, hours, schedules and cover as of `salon.catalogue_version`
    /// (seven statements when not kept).
    pub async fn team(&self, db: &DatabaseConnection, salon: &Salon) -> Result<Arc<Team>, Error> {
        if let Some(team) = self.teams.get(&salon.id, salon.catalogue_version) {
            return Ok(team);
        }
        let everyone = BTreeSet::new();
        let (found, cover, hours, schedules) = tokio::try_join!(
            bookable_masters_doing(db, salon.id, &everyone),
            cover_photo(db, salon.id),
            salon_hours(db, salon.id),
            salon_master_schedules(db, salon.id)
        )?;
        let ids: Vec<i64> = found.iter().map(|(m, _)| m.id).collect();
        let mut doing = services_of_masters(db, &ids).await?;
        let masters = found
            .into_iter()
            .map(|(master, portrait)| BookableMaster { services: doing.remove(&master.id).unwrap_or_default(), master, portrait })
            .collect();
        let team = Arc::new(Team { masters, cover, hours, schedules });
        self.teams.put(salon.id, salon.catalogue_version, Arc::clone(&team));
        Ok(team)
    }

    /// `salon`'s active services in `locale` as of `salon.catalogue_version` (four statements
    /// when not kept).
    pub async fn menu(&self, db: &DatabaseConnection, locale: Locale, salon: &Salon) -> Result<Arc<Menu>, Error> {
        let key = (salon.id, locale);
        if let Some(menu) = self.menus.get(&key, salon.catalogue_version) {
            return Ok(menu);
        }
        let menu = Arc::new(Menu { groups: services(db, locale, salon.id).await? });
        self.menus.put(key, salon.catalogue_version, Arc::clone(&menu));
        Ok(menu)
    }
}
