//! The solvers' events and placements as the worker's replies carry them (the solvers crate has
//! no serde): `#[serde(with = …)]` modules for [`crate::outcome`].

use nqueens_solvers::queens::placement::{AttackLine, Placement};
use nqueens_solvers::queens::trace::Event;
use serde::de::Error as _;
use serde::ser::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The events a student's run makes, in a short form: rows and columns, the attacker and its
/// line (0 column, 1 diagonal, 2 anti-diagonal), a solution's index and 1-based columns.
#[derive(Serialize, Deserialize)]
enum Wire {
    T(usize, usize),
    A(usize, usize, usize, usize, u8),
    P(usize, usize),
    R(usize, usize),
    S(u64, Vec<u32>),
}

/// The short form of `event`, or `None` for an event no student's run makes.
fn to_wire(event: &Event) -> Option<Wire> {
    Some(match event {
        Event::Try { row, col } => Wire::T(*row, *col),
        Event::Attacked {
            row,
            col,
            by_row,
            by_col,
            line,
        } => {
            let line = match line {
                AttackLine::Column => 0,
                AttackLine::Diagonal => 1,
                AttackLine::AntiDiagonal => 2,
            };
            Wire::A(*row, *col, *by_row, *by_col, line)
        }
        Event::Place { row, col } => Wire::P(*row, *col),
        Event::Remove { row, col } => Wire::R(*row, *col),
        Event::Solution { index, placement } => Wire::S(*index, placement.columns().to_vec()),
        _ => return None,
    })
}

/// The event of a short form; an error for a solution that is not a placement.
fn from_wire(wire: Wire) -> Result<Event, String> {
    Ok(match wire {
        Wire::T(row, col) => Event::Try { row, col },
        Wire::A(row, col, by_row, by_col, line) => Event::Attacked {
            row,
            col,
            by_row,
            by_col,
            line: match line {
                0 => AttackLine::Column,
                1 => AttackLine::Diagonal,
                _ => AttackLine::AntiDiagonal,
            },
        },
        Wire::P(row, col) => Event::Place { row, col },
        Wire::R(row, col) => Event::Remove { row, col },
        Wire::S(index, columns) => Event::Solution {
            index,
            placement: Placement::validated(columns).map_err(|e| format!("{e:?}"))?,
        },
    })
}

/// A list of recorded steps: each event in its short form, with its line.
pub mod steps {
    use super::*;
    use nqueens_solvers::queens::trace::RecordedStep;

    /// Writes each step as its event's short form and its line.
    pub fn serialize<S: Serializer>(steps: &[RecordedStep], s: S) -> Result<S::Ok, S::Error> {
        let wires: Option<Vec<(Wire, Option<u32>)>> = steps
            .iter()
            .map(|step| Some((to_wire(&step.event)?, step.line)))
            .collect();
        wires
            .ok_or_else(|| S::Error::custom("not an event of a student's run"))?
            .serialize(s)
    }

    /// Reads steps from their short forms.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<RecordedStep>, D::Error> {
        Vec::<(Wire, Option<u32>)>::deserialize(d)?
            .into_iter()
            .map(|(wire, line)| {
                let event = from_wire(wire).map_err(D::Error::custom)?;
                Ok(RecordedStep { event, line })
            })
            .collect()
    }
}

/// A list of placements, each as its 1-based columns.
pub mod placements {
    use super::*;

    /// Writes each placement's columns.
    pub fn serialize<S: Serializer>(placements: &[Placement], s: S) -> Result<S::Ok, S::Error> {
        let columns: Vec<&[u32]> = placements.iter().map(Placement::columns).collect();
        columns.serialize(s)
    }

    /// Reads placements, each checked.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Placement>, D::Error> {
        Vec::<Vec<u32>>::deserialize(d)?
            .into_iter()
            .map(|columns| {
                Placement::validated(columns).map_err(|e| D::Error::custom(format!("{e:?}")))
            })
            .collect()
    }
}
