//! The Leptos UI: thin components over the pure solvers and the view state.

pub mod app;
pub mod board;
pub mod board_cursor;
pub mod browser;
pub mod chart;
pub mod chunks;
pub mod clipboard;
pub mod context;
pub mod count_run;
pub mod dialogs;
pub mod download;
pub mod embed;
pub mod export;
pub mod focus;
pub mod knights;
pub mod language;
pub mod lesson;
pub mod menu;
pub mod messages;
pub mod modal;
pub mod offline;
pub mod page_memory;
pub mod pages;
pub mod part_sheets;
pub mod picture;
pub mod player;
pub mod presenter;
pub mod progress_bar;
pub mod queens;
pub mod radio_group;
pub mod root_class;
pub mod share;
pub mod share_qr;
pub mod state;
pub mod stored_choices;
pub mod theme;
pub mod time_sliced;
pub mod undo;
pub mod url_sync;
pub mod worker_notice;
pub(crate) mod write;

/// Mounts the app on the page's body, once the part of the page the address names is loaded (its
/// files were fetched and compiled beside the first load: `src/start.js`), so that the first
/// screen is the page's, with no "Loading…" drawn before it.
pub fn mount() {
    console_error_panic_hook::set_once();
    let (address, _) = url_sync::address_from_location();
    if address.runs_in_workers() {
        crate::worker::early::start(address.workers());
    }
    // Leptos's own executor starts with the mount.
    wasm_bindgen_futures::spawn_local(async move {
        pages::page_loaded(address.page).await;
        leptos::mount::mount_to_body(app::App);
        // After the early workers, which it waits for, and the mount, whose first screen it waits
        // for.
        offline::register_service_worker();
    });
}
