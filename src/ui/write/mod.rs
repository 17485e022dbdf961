//! "Write your own", what both pages' exercises share: the Python worker, the editor, the
//! program as the page holds it, and the controls, result and printed text around the editor.

pub mod back;
pub mod controls;
pub mod editor;
pub mod program;
pub mod python;
pub mod student_code;
