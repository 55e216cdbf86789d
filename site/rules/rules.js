// The controls of the printable rule pages, the same on every one: back to the games,
// which language is shown (and so printed), and a big print button. Print CSS hides them.
// Shown first: ?lang=fr|en|both in the address, else the language set in this copy of the site, else French.
(() => {
  const choices = ["fr", "en", "both"];
  const root = document.documentElement;

  const controls = document.createElement("nav");
  controls.className = "controls";
  controls.setAttribute("aria-label", "Règles · Rules");
  controls.innerHTML = `
    <a class="back" href="../index.html"><img src="../icons/left-arrow.svg" alt=""> Retour · Back</a>
    <span class="languages" role="group" aria-label="Langue · Language">
      <button type="button" data-show="fr"><img src="../art/flag-fr.svg" alt=""> Français</button>
      <button type="button" data-show="en"><img src="../art/flag-gb.svg" alt=""> English</button>
      <button type="button" data-show="both">FR + EN</button>
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

  const asked = new URLSearchParams(location.search).get("lang");
  show([asked, siteLanguage()].find((choice) => choices.includes(choice)) || "fr");

  controls.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (button && button.dataset.show) show(button.dataset.show);
    if (button && button.classList.contains("print")) window.print();
  });
})();
