"""What the voice said during a test, and the check that it kept up with the game.

The page announces every clip that starts as a "voice" event (site/ui/kit/audio.py):
its key, how long its prompt waited since the page asked for it ("lag", ms) and
the prompt's number, which grows with every prompt of a page load. A voice in
step with the game starts every clip within a second and never says an older
prompt after a newer one.
"""

MAX_LAG_MS = 1000  # a prompt starts this long after the page asked for it, at most
LISTEN = "window.__voice = []; addEventListener('voice', (event) => window.__voice.push(event.detail));"
#: Every effect the page plays (ui/kit/audio.py announces each as a "sound" event), in window.__sounds.
LISTEN_SOUNDS = "window.__sounds = []; addEventListener('sound', (event) => window.__sounds.push(event.detail.name));"


def voice_on(lang: str) -> str:
    """The site's settings with the voice on in `lang`, as the teacher's corner stores them: an init script,
    written before the page's first script reads them."""
    return f"""localStorage.setItem('pygame-rules/settings',
    JSON.stringify({{lang: '{lang}', voice: true, level: 'normal', options: {{}}}}));"""


VOICE_ON = voice_on("fr")


class VoiceLog:
    """The clips a page started, load by load: listening begins with the page's first script."""

    def __init__(self, page):
        self.page = page
        self.loads = []  # the clips of each page load that ended (a reload, a new address)
        page.add_init_script(LISTEN)

    def end_of_load(self) -> None:
        """Call before a reload or a new address: the clips heard so far are kept apart (numbers restart)."""
        self.loads.append(self._current())

    def wait_for_last(self, keys: tuple, timeout_ms: int) -> None:
        """Wait until the last clip started is one of `keys` (an ending's words come after its screen)."""
        self.page.wait_for_function("keys => keys.includes((window.__voice.at(-1) || {}).key)", arg=list(keys),
                                    timeout=timeout_ms)

    def keys(self) -> list:
        return [clip["key"] for load in self.loads + [self._current()] for clip in load]

    def assert_in_step(self, needed: set, last: tuple) -> list:
        """Every clip began within MAX_LAG_MS and in the order asked; `needed` were all heard, one of `last` last."""
        loads = self.loads + [self._current()]
        clips = [clip for load in loads for clip in load]
        keys = [clip["key"] for clip in clips]
        assert needed <= set(keys), f"not heard: {needed - set(keys)} in {keys}"
        assert keys and keys[-1] in last, f"the last clip is not one of {last}: {keys}"
        print(f"{len(clips)} clips, longest wait {max(clip['lag'] for clip in clips)} ms: {keys}")
        late = [clip for clip in clips if clip["lag"] > MAX_LAG_MS]
        assert late == [], f"prompts that lagged the game: {late}"
        for load in loads:
            numbers = [clip["prompt"] for clip in load]
            assert numbers == sorted(numbers), f"an older prompt was said after a newer one: {load}"
        return keys

    def _current(self) -> list:
        return self.page.evaluate("window.__voice || []")
