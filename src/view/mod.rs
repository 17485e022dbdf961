//! What the page shows, as plain data: each page's view state, the address that carries it, and
//! the validation of what a person types. Pure: tested natively.

pub mod board_text;
pub mod chart;
pub mod export;
pub mod history;
pub mod input;
pub mod knights;
pub mod lesson;
pub mod lesson_file;
pub mod message;
pub mod mode;
pub mod one;
pub mod page;
pub mod params;
pub mod player;
pub mod queens;
pub mod scan;
pub mod shortcuts;
pub mod speed;
pub mod theme;
pub mod url;
pub mod virtual_list;
