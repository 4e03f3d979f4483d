// Leaflet reads `window` as it loads; maps draw in the browser only (in an effect), so the renderer
// gets this stand-in, which is never called.
export default {};
