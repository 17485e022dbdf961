//! Style sheets that load with a part (see [`crate::ui::chunks`]) instead of with the page: a
//! part's look that the first screen does not need stays out of the first load. The sheet is a
//! file of the build (copied by Trunk, cached offline with the rest), linked from `<head>` the
//! first time a part asks for it, which the page's `style-src 'self'` allows.

/// Links the style sheet `file` (a name in the build's folder) once.
pub fn use_part_style(file: &'static str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let selector = format!("link[href=\"{file}\"]");
    if document.query_selector(&selector).ok().flatten().is_some() {
        return;
    }
    let link = document.create_element("link");
    let head = document.query_selector("head").ok().flatten();
    if let (Ok(link), Some(head)) = (link, head) {
        // Without the sheet the panes are plain text: nothing else to do if the page refuses it.
        let _ = link.set_attribute("rel", "stylesheet");
        let _ = link.set_attribute("href", file);
        let _ = head.append_child(&link);
    }
}
