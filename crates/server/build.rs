// The web app is embedded from web/dist. A checkout that has not built it yet still compiles:
// an empty folder is created and the server answers pages with a "web app not built" notice.
// The same for the page renderer (web/dist-ssr): without it pages are rendered in the browser only.
fn main() {
    for folder in ["../../web/dist", "../../web/dist-ssr"] {
        let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
        if !dist.exists() {
            std::fs::create_dir_all(&dist).expect("create the web build folders");
        }
    }
    println!("cargo:rerun-if-changed=../../web/dist-ssr/renderer.mjs");
    println!("cargo:rerun-if-changed=../../web/dist");
    println!("cargo:rerun-if-changed=../../web/dist/index.html");
    println!("cargo:rerun-if-changed=../../web/src/shared/routes/routes.json");
}
