//! What the page shows, as plain data: the table of pages, each page's view state, the address
//! that carries it, lessons and their file format, and the validation of what a person types.
//! It knows neither the words, nor the UI, nor the browser (a crate of its own, so that the
//! compiler keeps it so), and its tests run natively.

pub mod chart;
pub mod export;
pub mod history;
pub mod input;
pub mod knights;
pub mod lesson;
pub mod lesson_file;
pub mod message;
pub mod mode;
pub mod one_placement;
pub mod packed;
pub mod page;
pub mod pages;
pub mod params;
pub mod player;
pub mod queens;
pub mod shortcuts;
pub mod speed;
pub mod theme;
pub mod url;
pub mod virtual_list;
pub mod write;
