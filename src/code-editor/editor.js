// The Python editor of Write your own (src/ui/queens/write): CodeMirror 6 in the custom element
// <python-editor>, loaded when the mode first shows (src/ui/queens/write/editor.rs).
//
// The element's contract with the page:
// - `value` (property): the program. Set by the page, it replaces the text unless it is the same;
//   typing sets it and fires a bubbling `input` event on the element (the editor's own DOM events
//   stop at the element, so the page hears only whole programs).
// - `label` (attribute): the text box's name, the same words as its visible label (an id would
//   not reach into the element's shadow root).
// - `maxbytes` (attribute): the longest program, in UTF-8 bytes; an edit past it is refused, as a
//   text box's `maxlength` refuses typing past it.
// - `error-line`, `error-column`, `error-message` (attributes): an error marked on its line,
//   underlined from its column, with the message beside it.
// - Ctrl+Enter (or Cmd+Enter) is left to the page (Run); Tab and Shift+Tab indent and dedent, and
//   Escape then Tab leaves the editor, as CodeMirror does for keyboard users.
// The editor lives in the element's shadow root: there CodeMirror's own styles go into a
// constructed style sheet, which the page's Content-Security-Policy (`style-src 'self'`) allows,
// where in the document it would add <style> elements, which that policy refuses. Its look is the
// file code-editor.css beside this script (src/code-editor/editor.css), in the theme's colours
// (CSS variables reach inside). `focus()` on the element focuses its text box.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { classHighlighter } from '@lezer/highlight';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';

/** The Run shortcut: not the editor's (it would insert a line), so that it reaches the page. */
const leaveRunToPage = Prec.highest(
  keymap.of([{ key: 'Mod-Enter', run: () => true, preventDefault: false }]),
);

const utf8 = new TextEncoder();

class PythonEditor extends HTMLElement {
  static observedAttributes = ['label', 'error-line', 'error-column', 'error-message'];

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const look = document.createElement('link');
    look.rel = 'stylesheet';
    look.href = new URL('code-editor.css', import.meta.url).href;
    shadow.append(look);
    this.labels = new Compartment();
    // A value the page set before the element was defined is an own property: taken over here.
    const early = Object.hasOwn(this, 'value') ? this.value : '';
    delete this.value;
    this.view = new EditorView({
      root: shadow,
      parent: shadow,
      state: EditorState.create({
        doc: early ?? '',
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          drawSelection(),
          indentUnit.of('    '),
          indentOnInput(),
          bracketMatching(),
          // Colours by class (`tok-keyword`, …), given by the theme's colours in editor.css.
          syntaxHighlighting(classHighlighter),
          python(),
          EditorView.lineWrapping,
          lintGutter(),
          leaveRunToPage,
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.contentAttributes.of({
            // Focusable as it is, but said so: checkers then see the scrolled box holds a control.
            tabindex: '0',
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
          this.labels.of([]),
          EditorState.transactionFilter.of((tr) => {
            const most = Number(this.getAttribute('maxbytes'));
            if (!tr.docChanged || this.setting || !(most > 0)) return tr;
            return utf8.encode(tr.newDoc.toString()).length <= most ? tr : [];
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !this.setting) {
              this.dispatchEvent(new Event('input', { bubbles: true }));
            }
          }),
        ],
      }),
    });
    // The editor's own input events are not the page's: it hears the whole program, above.
    this.view.contentDOM.addEventListener('input', (event) => event.stopPropagation());
  }

  connectedCallback() {
    this.attributeChangedCallback();
  }

  focus() {
    this.view.focus();
  }

  get value() {
    return this.view.state.doc.toString();
  }

  set value(text) {
    const next = String(text ?? '');
    if (next === this.value) return;
    this.setting = true;
    this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: next } });
    this.setting = false;
    this.markError();
  }

  attributeChangedCallback() {
    const label = this.getAttribute('label');
    this.view.dispatch({
      effects: this.labels.reconfigure(
        label ? EditorView.contentAttributes.of({ 'aria-label': label }) : [],
      ),
    });
    this.markError();
  }

  /** Marks the error the attributes name, or none. */
  markError() {
    const { doc } = this.view.state;
    const line = Number(this.getAttribute('error-line'));
    const diagnostics = [];
    if (Number.isInteger(line) && line >= 1 && line <= doc.lines) {
      const { from, to } = doc.line(line);
      const column = Number(this.getAttribute('error-column'));
      // From its column to the line's end; the whole line when the column is at its end (a
      // missing colon's), which would underline nothing.
      const at = Number.isInteger(column) && column >= 1 ? from + column - 1 : from;
      diagnostics.push({
        from: at < to ? at : from,
        to,
        severity: 'error',
        message: this.getAttribute('error-message') ?? '',
      });
    }
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics));
  }
}

if (!customElements.get('python-editor')) customElements.define('python-editor', PythonEditor);
