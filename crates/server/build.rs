// The web app is embedded from web/dist. A checkout that has not built it yet still compiles:
// an empty folder is created and the server answers pages with a "web app not built" notice.
fn main() {
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/dist");
    if !dist.exists() {
        std::fs::create_dir_all(&dist).expect("create web/dist");
    }
    println!("cargo:rerun-if-changed=../../web/dist");
    println!("cargo:rerun-if-changed=../../web/dist/index.html");
    println!("cargo:rerun-if-changed=../../web/src/shared/routes/routes.json");
}
