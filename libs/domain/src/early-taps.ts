/**
 * Taps before the storefront's app has started. A server-rendered page shows its markup at
 * once and loads the app's code after the page's own load, so its largest paint never waits
 * for that code. A tap on a button in between would do nothing: the keeper below (inline in
 * the page's head, before any markup) holds such taps, and the app clicks the same buttons
 * again once it has taken the page over (storefront/src/app/early-taps.ts). Links need no
 * keeper: they work without the app.
 */

/** What the keeper records of a tap: the element's place under #root and what it showed. */
export interface EarlyTap {
  /** Child indices from #root down to the element. */
  path: number[];
  tag: string;
  /** Its text (trimmed, the first 80 characters): a replay on another element is skipped. */
  text: string;
}

/** `window.__bwTaps`, set by the keeper; `started` from the moment the app hydrates. */
export interface EarlyTapKeeper {
  started: boolean;
  taps: EarlyTap[];
}

/** The elements whose taps are kept: those that need the app to do anything. */
export const EARLY_TAP_TARGETS =
  'button,[role="button"],input[type="checkbox"],input[type="radio"],label';

/** The keeper, as an inline script for the page's head (ES5, no `</script>` inside). */
export const EARLY_TAPS_SCRIPT =
  '(function(){var k=window.__bwTaps={started:false,taps:[]};' +
  "document.addEventListener('click',function(e){if(k.started)return;" +
  "var r=document.getElementById('root'),t=e.target&&e.target.closest&&" +
  `e.target.closest(${JSON.stringify(EARLY_TAP_TARGETS)});` +
  'if(!r||!t||!r.contains(t))return;e.preventDefault();e.stopImmediatePropagation();' +
  'var p=[],n=t;while(n&&n!==r){var i=0,s=n;while((s=s.previousElementSibling))i++;' +
  'p.unshift(i);n=n.parentElement}' +
  "k.taps.push({path:p,tag:t.tagName,text:(t.textContent||'').trim().slice(0,80)});" +
  "t.setAttribute('data-tapped','')},true)})()";
