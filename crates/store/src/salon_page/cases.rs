//! A master's portfolio cases with their photos, master and service names.

use crate::Error;
use std::collections::HashMap;

use domain::Locale;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::storage_keys;
use crate::catalogue::localized;
use crate::entities::{files, master_case_photos, master_cases, masters, services};

/// A master's portfolio case with its photos and service name.
#[derive(Debug, Clone)]
pub struct PortfolioCase {
    pub case: master_cases::Model,
    pub master_name: String,
    pub service_name: Option<String>,
    pub photos: Vec<files::Model>,
}

/// Who reads the cases: the public pages never see a case the platform admin hid; the salon's
/// own cabinet sees all of its cases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaseReader {
    Public,
    Salon,
}

/// Portfolio cases of a master (newest first), or the one case `case_id`.
pub async fn cases(
    db: &DatabaseConnection,
    locale: Locale,
    reader: CaseReader,
    master_id: Option<i64>,
    case_id: Option<i64>,
) -> Result<Vec<PortfolioCase>, Error> {
    let mut query = master_cases::Entity::find().order_by_desc(master_cases::Column::DoneOn).order_by_desc(master_cases::Column::Id);
    if reader == CaseReader::Public {
        query = query.filter(master_cases::Column::Hidden.eq(false));
    }
    if let Some(id) = master_id {
        query = query.filter(master_cases::Column::MasterId.eq(id));
    }
    if let Some(id) = case_id {
        query = query.filter(master_cases::Column::Id.eq(id));
    }
    let rows = query.limit(60).all(db).await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let case_ids: Vec<i64> = rows.iter().map(|c| c.id).collect();
    let links = master_case_photos::Entity::find()
        .filter(master_case_photos::Column::CaseId.is_in(case_ids))
        .order_by_asc(master_case_photos::Column::SortOrder)
        .all(db)
        .await?;
    let mut files = storage_keys(db, links.iter().map(|l| l.file_id)).await?;
    let mut photos: HashMap<i64, Vec<files::Model>> = HashMap::new();
    for link in links {
        if let Some(file) = files.remove(&link.file_id) {
            photos.entry(link.case_id).or_default().push(file);
        }
    }
    let masters: HashMap<i64, String> = masters::Entity::find()
        .filter(masters::Column::Id.is_in(rows.iter().map(|c| c.master_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m.full_name))
        .collect();
    let services: HashMap<i64, String> = services::Entity::find()
        .filter(services::Column::Id.is_in(rows.iter().filter_map(|c| c.service_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|s| (s.id, localized(locale, &s.name_tr, &s.name_en, &s.name_ru).to_owned()))
        .collect();
    Ok(rows
        .into_iter()
        .map(|case| PortfolioCase {
            master_name: masters.get(&case.master_id).cloned().unwrap_or_default(),
            service_name: case.service_id.and_then(|id| services.get(&id).cloned()),
            photos: photos.remove(&case.id).unwrap_or_default(),
            case,
        })
        .collect())
}
