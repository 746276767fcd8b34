/**
 * The clock-in page for a tablet, light and without a framework: served at a branch's
 * terminal address (/api/time-tracking-terminal/{branchId}/{apiKey}: tap your name, type
 * your PIN) and at an employee's own address (/api/time-tracking/{token}/{username}).
 *
 * Stamps are queued in localStorage with their real time and an idempotency key before they
 * are sent; a stamp that could not be sent (no network) stays queued and is sent again when
 * the network is back — the key makes a stamp that did arrive count once.
 */
export function terminalPage(): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zeiterfassung</title>
<style>
  :root { --green: #046a37; --ink: #111; --muted: #555; --bg: #f5f6f4; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 18px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
  header { background: var(--green); color: #fff; padding: 14px 20px; display: flex; justify-content: space-between; align-items: center; gap: 12px; }
  header h1 { font-size: 22px; margin: 0; }
  #clock { font-size: 22px; font-variant-numeric: tabular-nums; }
  main { max-width: 960px; margin: 0 auto; padding: 20px; }
  .names { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 14px; }
  button { font: inherit; border: 0; border-radius: 14px; cursor: pointer; min-height: 64px; padding: 12px 18px; }
  button:focus-visible { outline: 4px solid #f0b400; outline-offset: 2px; }
  .name { background: #fff; color: var(--ink); text-align: left; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  .name small { display: block; color: var(--muted); font-size: 15px; }
  .actions { display: grid; grid-template-columns: repeat(2, 1fr); gap: 16px; margin: 20px 0; }
  .action { font-size: 28px; font-weight: 700; min-height: 110px; color: #fff; }
  .action[disabled] { opacity: .3; cursor: not-allowed; }
  .start { background: var(--green); } .pause { background: #8a5a00; } .resume { background: #1f5fa8; } .end { background: #a3222a; }
  .card { background: #fff; border-radius: 16px; padding: 18px 20px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  .big { font-size: 34px; font-weight: 700; font-variant-numeric: tabular-nums; }
  .muted { color: var(--muted); }
  .pin { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; max-width: 360px; margin: 16px auto; }
  .pin button { background: #fff; font-size: 28px; min-height: 76px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  #pinShow { text-align: center; font-size: 34px; letter-spacing: 10px; min-height: 48px; }
  .row { display: flex; justify-content: space-between; align-items: center; gap: 12px; flex-wrap: wrap; }
  .back { background: #ddd; color: var(--ink); min-height: 52px; }
  #message { min-height: 28px; margin: 12px 0; font-weight: 600; }
  #message.error { color: #a3222a; } #message.ok { color: var(--green); }
  #queue { font-size: 15px; color: #8a5a00; }
  [hidden] { display: none !important; }
  @media (max-width: 480px) { .action { font-size: 24px; min-height: 90px; } .big { font-size: 28px; } }
</style>
</head>
<body>
<header><h1>Zeiterfassung</h1><span id="clock"></span></header>
<main>
  <div id="message" role="status" aria-live="polite"></div>
  <div id="queue" hidden></div>
  <section id="pick" hidden>
    <h2>Wer sind Sie?</h2>
    <div class="names" id="names"></div>
  </section>
  <section id="pinPad" hidden>
    <div class="row"><h2 id="pinFor">PIN</h2><button class="back" data-back>Zurück</button></div>
    <div id="pinShow" aria-label="PIN"></div>
    <div class="pin" id="pinKeys"></div>
  </section>
  <section id="me" hidden>
    <div class="row"><h2 id="who"></h2><button class="back" data-back id="logout">Fertig</button></div>
    <div class="card">
      <div class="muted" id="state"></div>
      <div class="big" id="worked"></div>
      <div id="remaining"></div>
    </div>
    <div class="actions">
      <button class="action start" data-action="start">Kommen</button>
      <button class="action pause" data-action="pause">Pause</button>
      <button class="action resume" data-action="resume">Weiter</button>
      <button class="action end" data-action="end">Gehen</button>
    </div>
  </section>
</main>
<script>
(function () {
  var parts = location.pathname.split('/').filter(Boolean);
  // /api/time-tracking-terminal/{branchId}/{apiKey} or /api/time-tracking/{token}/{username}
  var branchMode = parts[1] === 'time-tracking-terminal';
  var base = '/api/' + parts[1] + '/' + parts[2] + '/' + parts[3];
  var session = branchMode ? null : { token: decodeURIComponent(parts[2]), username: decodeURIComponent(parts[3]) };
  var QUEUE_KEY = 'bw-terminal-queue';
  var $ = function (id) { return document.getElementById(id); };
  var picked = null, pin = '', idle = null;

  function show(id) { ['pick', 'pinPad', 'me'].forEach(function (s) { $(s).hidden = s !== id; }); }
  function say(text, kind) { var m = $('message'); m.textContent = text || ''; m.className = kind || ''; }
  function hm(min) { return Math.floor(min / 60) + ' h ' + (min % 60) + ' min'; }
  function tick() { $('clock').textContent = new Date().toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit' }); }
  setInterval(tick, 1000); tick();

  function api(method, url, body) {
    return fetch(url, { method: method, headers: body ? { 'Content-Type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined })
      .then(function (r) { return r.json().catch(function () { return {}; }).then(function (j) { return { status: r.status, body: j }; }); });
  }
  function firstError(reply, fallback) { return (reply.body && reply.body.errors && reply.body.errors[0] && reply.body.errors[0].message) || fallback; }
  function userBase(s) { return '/api/time-tracking/' + encodeURIComponent(s.token) + '/' + encodeURIComponent(s.username); }

  function loadQueue() { try { return JSON.parse(localStorage.getItem(QUEUE_KEY) || '[]'); } catch (e) { return []; } }
  function saveQueue(q) { localStorage.setItem(QUEUE_KEY, JSON.stringify(q)); var el = $('queue'); el.hidden = q.length === 0; el.textContent = q.length ? q.length + ' Stempel warten auf die Verbindung …' : ''; }
  function newKey() { return 'stamp-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 12); }

  var flushing = null;
  function flush() {
    if (flushing) return flushing;
    flushing = (function next() {
      var q = loadQueue();
      if (!q.length) return Promise.resolve();
      var stamp = q[0];
      return api('POST', userBase(stamp) + '/working-activities/' + stamp.action, { at: stamp.at, idempotencyKey: stamp.key })
        .then(function (reply) {
          // Answered (done, or refused for good): off the queue. A network failure throws instead.
          saveQueue(loadQueue().filter(function (s) { return s.key !== stamp.key; }));
          if (reply.status >= 400) say(firstError(reply, 'Der Stempel wurde nicht angenommen.'), 'error');
          return next();
        });
    })().catch(function () { /* offline: the queue stays */ }).then(function () { flushing = null; saveQueue(loadQueue()); });
    return flushing;
  }
  window.addEventListener('online', flush);
  setInterval(flush, 5000);

  var LABELS = { none: 'Nicht angemeldet', running: 'Anwesend', paused: 'In Pause', ended: 'Gegangen' };
  function render(me) {
    $('who').textContent = (me.user.firstName + ' ' + me.user.lastName).trim() || me.user.username;
    $('state').textContent = LABELS[me.state] + (me.workingActivity ? ' seit ' + new Date(me.workingActivity.startedAt).toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit' }) : '');
    $('worked').textContent = 'Heute ' + hm(me.todayWorkedMinutes);
    $('remaining').textContent = me.remainingText || (me.todayPlannedMinutes ? 'Soll für heute erreicht' : '');
    document.querySelectorAll('[data-action]').forEach(function (b) { b.disabled = me.actions.indexOf(b.getAttribute('data-action')) < 0; });
  }
  function refresh() {
    return api('GET', userBase(session) + '/me').then(function (reply) {
      if (reply.status === 200) render(reply.body.data);
      else if (reply.status === 401) { say(firstError(reply, 'Zugang verweigert.'), 'error'); reset(); }
    }).catch(function () { say('Keine Verbindung – Stempel werden gespeichert und später gesendet.', 'error'); });
  }

  function stamp(action) {
    var s = { key: newKey(), token: session.token, username: session.username, action: action, at: new Date().toISOString() };
    var q = loadQueue(); q.push(s); saveQueue(q);
    var word = { start: 'Kommen', pause: 'Pause', resume: 'Weiter', end: 'Gehen' }[action];
    return flush().then(function () {
      if (loadQueue().some(function (x) { return x.key === s.key; })) say(word + ' um ' + new Date(s.at).toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit' }) + ' gespeichert – wird gesendet, sobald die Verbindung steht.', 'error');
      else if (!$('message').classList.contains('error') || $('message').textContent === '') say(word + ' gestempelt.', 'ok');
      return refresh();
    }).then(function () { if (branchMode) { clearTimeout(idle); idle = setTimeout(reset, 8000); } });
  }
  document.querySelectorAll('[data-action]').forEach(function (b) {
    b.addEventListener('click', function () { say(''); stamp(b.getAttribute('data-action')); });
  });

  function loadNames() {
    api('GET', base + '/employees').then(function (reply) {
      if (reply.status !== 200) { say(firstError(reply, 'Die Mitarbeiter konnten nicht geladen werden.'), 'error'); return; }
      var list = $('names'); list.innerHTML = '';
      reply.body.data.forEach(function (e) {
        var b = document.createElement('button'); b.className = 'name';
        b.textContent = (e.firstName + ' ' + e.lastName).trim() || e.username;
        var small = document.createElement('small'); small.textContent = LABELS[e.state]; b.appendChild(small);
        b.addEventListener('click', function () { picked = e; pin = ''; $('pinShow').textContent = ''; $('pinFor').textContent = 'PIN für ' + b.firstChild.textContent; say(''); show('pinPad'); });
        list.appendChild(b);
      });
    }).catch(function () { say('Keine Verbindung.', 'error'); });
  }
  ['1','2','3','4','5','6','7','8','9','←','0','OK'].forEach(function (k) {
    var b = document.createElement('button'); b.textContent = k; b.setAttribute('aria-label', k === '←' ? 'Löschen' : k);
    b.addEventListener('click', function () {
      if (k === '←') pin = pin.slice(0, -1);
      else if (k === 'OK') return login();
      else if (pin.length < 8) pin += k;
      $('pinShow').textContent = pin.replace(/./g, '•');
    });
    $('pinKeys').appendChild(b);
  });
  function login() {
    api('POST', base + '/login', { username: picked.username, pin: pin }).then(function (reply) {
      pin = ''; $('pinShow').textContent = '';
      if (reply.status !== 200) { say(firstError(reply, 'Name oder PIN ist falsch.'), 'error'); return; }
      session = reply.body.data; show('me'); refresh();
      clearTimeout(idle); idle = setTimeout(reset, 30000);
    }).catch(function () { say('Keine Verbindung.', 'error'); });
  }
  function reset() {
    clearTimeout(idle);
    if (!branchMode) return;
    session = null; picked = null; show('pick'); loadNames();
  }
  document.querySelectorAll('[data-back]').forEach(function (b) { b.addEventListener('click', function () { say(''); reset(); }); });
  if (!branchMode) { $('logout').hidden = true; show('me'); refresh(); setInterval(refresh, 60000); }
  else { show('pick'); loadNames(); }
  saveQueue(loadQueue()); flush();
})();
</script>
</body>
</html>`;
}
