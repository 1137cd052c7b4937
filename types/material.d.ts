// What the pages' scripts use of MkDocs Material's globals (the JavaScript check reads this;
// nothing here is shipped). document$ emits on every page load, instant navigation included.
interface Window {
  document$?: { subscribe(next: () => void): unknown };
  __md_scope?: URL;
}
