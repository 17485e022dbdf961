//! The Python worker's entry point, built by Trunk as a Web Worker (`python-worker.js`), started
//! by the page the first time a student opens "write your own": it says it is ready, then answers
//! each request (a student's program to run) with what the run gave.

/// Counts the live bytes, so that a program's memory limit holds (`Limits::memory`).
#[global_allocator]
static ALLOCATOR: monty_alloc::LimitedAllocator = monty_alloc::LimitedAllocator;

#[cfg(target_arch = "wasm32")]
fn main() {
    use nqueens_student::answer::answer;
    use nqueens_student::protocol::Reply;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let post = {
        let scope = scope.clone();
        // Posting a string cannot fail; if it somehow did, the page would see no answer, and its
        // Stop button ends the worker.
        move |reply: Reply| drop(scope.post_message(&JsValue::from_str(&reply.encode())))
    };
    let reply = post.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        reply(match event.data().as_string() {
            Some(text) => answer(&text),
            None => Reply::Failed {
                reason: "the message is not text".into(),
            },
        });
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The listener lives as long as the worker.
    on_message.forget();
    post(Reply::Ready);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Python worker runs in the browser: `trunk build` builds it with the page.");
}
