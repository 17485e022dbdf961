//! The Leptos UI: thin components over the pure solvers and the view state.

pub mod app;
pub mod board;
pub mod construct_panel;
pub mod count_panel;
pub mod download;
pub mod list_mode;
pub mod listing_build;
pub mod n_form;
pub mod placement_list;
pub mod player;
pub mod radio_group;
pub mod scaled_board;
pub mod state;
pub mod symmetry_panel;
pub mod url_sync;

/// Mounts the app on the page's body.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
