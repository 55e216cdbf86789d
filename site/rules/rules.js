// The controls of the printable rule pages, the same on every one: back to the games,
// which language is shown (and so printed), and a big print button. Print CSS hides them.
// Shown first: ?lang=<language>|all in the address, else the language set in this copy of the site, else French.
(() => {
  // Each language by its own name, in the order of the pages (sitebuild/rules_pages.py RULES_LANGUAGES).
  const languages = [
    ["fr", "Français", "flag-fr"],
    ["en", "English", "flag-gb"],
    ["de", "Deutsch", "flag-de"],
    ["es", "Español", "flag-es"],
    ["it", "Italiano", "flag-it"],
    ["id", "Bahasa Indonesia", "flag-id"],
  ];
  const choices = [...languages.map(([code]) => code), "all"];
  const root = document.documentElement;

  const buttons = languages.map(([code, name, flag]) =>
    `<button type="button" data-show="${code}" lang="${code}"><img src="../art/${flag}.svg" alt=""> ${name}</button>`);
  const controls = document.createElement("nav");
  controls.className = "controls";
  controls.setAttribute("aria-label", "Règles · Rules");
  controls.innerHTML = `
    <a class="back" href="../index.html"><img src="../icons/left-arrow.svg" alt=""> Retour · Back</a>
    <span class="languages" role="group" aria-label="Langue · Language">
      ${buttons.join("\n      ")}
      <button type="button" data-show="all">${languages.map(([code]) => code.toUpperCase()).join(" + ")}</button>
    </span>
    <button type="button" class="print"><img src="../icons/printer.svg" alt=""> Imprimer · Print</button>`;
  document.body.prepend(controls);

  function show(choice) {
    root.dataset.show = choice;
    for (const button of controls.querySelectorAll("button[data-show]")) {
      button.setAttribute("aria-pressed", String(button.dataset.show === choice));
    }
  }

  // The settings key of this copy of the site, as site/ui/kit/settings.py names it: plain at the
  // origin's root, else after the site's folder (this page lies in its rules/ folder).
  function settingsKey() {
    const scope = location.pathname.replace(/rules\/[^/]*$/, "");
    return scope === "/" ? "pygame-rules/settings" : `pygame-rules@${scope}settings`;
  }

  function siteLanguage() {
    try {
      return JSON.parse(localStorage.getItem(settingsKey()) || "{}").lang;
    } catch (error) {
      return null;  // storage blocked or a broken setting: fall back to French
    }
  }

  // One A4 sheet per language: a sheet whose words run longer than the page (some languages take more
  // room than the French) is printed a little smaller, just enough to fit. Measured on the screen's sheet,
  // whose text is as wide as the printed one (A4 less its margins); every sheet shown while measuring.
  const PRINTED_HEIGHT_MM = 297 - 2 * 10;
  function fitSheets() {
    const shown = root.dataset.show;
    root.dataset.show = "all";
    const millimetre = document.body.appendChild(Object.assign(document.createElement("div"), {style: "height: 100mm"}));
    const pixelsPerMm = millimetre.getBoundingClientRect().height / 100;
    millimetre.remove();
    for (const sheet of document.querySelectorAll(".rules-page")) {
      const top = sheet.getBoundingClientRect().top + parseFloat(getComputedStyle(sheet).paddingTop);
      const bottom = Math.max(...[...sheet.children].map((child) => child.getBoundingClientRect().bottom));
      const height = (bottom - top) / pixelsPerMm;
      sheet.style.setProperty("--fit", String(Math.min(1, (0.97 * PRINTED_HEIGHT_MM) / height)));
    }
    root.dataset.show = shown;
  }

  const asked = new URLSearchParams(location.search).get("lang");
  show([asked, siteLanguage()].find((choice) => choices.includes(choice)) || "fr");
  fitSheets();
  document.fonts.ready.then(fitSheets);

  controls.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (button && button.dataset.show) show(button.dataset.show);
    if (button && button.classList.contains("print")) window.print();
  });
})();
