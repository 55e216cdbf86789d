"""The voice in the page: prompts start in order, an out-of-date one is dropped, a cut stops a sentence.

Run on the stand-in browser of fake_browser (an <audio> whose clips last a
hundredth of a second); the timing in the real page is measured by the
end-to-end voice test.
"""

import asyncio

import fake_browser

JS = fake_browser.install()

from ui.kit.audio import Voice  # noqa: E402


class Settings:
    lang = "fr"
    voice = True


def started_keys() -> list:
    return [event["detail"]["key"] for event in JS.window.events if event["type"] == "voice"]


def test_prompts_start_in_order_each_announced_with_its_lag_and_number():
    async def scenario():
        JS.window.events.clear()
        voice = Voice(Settings())
        voice.say("player.fox", "marchenwald.seek.rose", needed=True)
        voice.say("marchenwald.found")
        await voice.idle(1.0)
        assert not voice.is_speaking()
        assert started_keys() == ["player.fox", "marchenwald.seek.rose", "marchenwald.found"]
        numbers = [event["detail"]["prompt"] for event in JS.window.events]
        assert numbers == sorted(numbers)
        assert all(0 <= event["detail"]["lag"] < 1000 for event in JS.window.events)
        assert fake_browser.Clip.started[-1] == "games/marchenwald/speech/fr/found.mp3"

    asyncio.run(scenario())


def test_a_browser_that_plays_opus_hears_the_opus_clips_and_keeps_that_voice_only(monkeypatch):
    from ui.kit import offline

    monkeypatch.setattr(fake_browser.Clip, "plays", {'audio/ogg; codecs="opus"': "probably", "audio/mpeg": "probably"})

    async def scenario():
        voice = Voice(Settings())
        voice.say("marchenwald.found", needed=True)
        await voice.idle(1.0)
        assert fake_browser.Clip.started[-1] == "games/marchenwald/speech/fr/found.opus"

    asyncio.run(scenario())
    assert offline.voice_group("fr") == "speech/fr/opus"
    monkeypatch.setattr(fake_browser.Clip, "plays", {'audio/ogg; codecs="opus"': "maybe", "audio/mpeg": "probably"})
    assert offline.voice_group("fr") == "speech/fr/mp3"  # "maybe" is not enough: a clip that fails is a silent prompt


def test_a_cut_drops_what_waits_and_stops_the_sentence_being_said_after_its_clip():
    async def scenario():
        JS.window.events.clear()
        voice = Voice(Settings())
        voice.say("player.fox", "marchenwald.seek.rose")
        voice.say("marchenwald.found")
        await asyncio.sleep(0)  # the first clip starts
        voice.cut()
        voice.say("player.bear", needed=True)
        await voice.idle(1.0)
        assert started_keys() == ["player.fox", "player.bear"]

    asyncio.run(scenario())


def test_with_the_voice_off_nothing_is_said_but_the_speaker_button_knows_the_prompt():
    async def scenario():
        JS.window.events.clear()
        settings = Settings()
        settings.voice = False
        voice = Voice(settings)
        voice.say("marchenwald.found")
        await voice.idle(0.1)
        assert started_keys() == [] and voice.last == ["marchenwald.found"]

    asyncio.run(scenario())


def test_before_the_first_tap_prompts_wait_and_the_first_tap_says_them():
    async def scenario():
        JS.window.events.clear()
        voice = Voice(Settings())
        fake_browser.Clip.refused = True
        try:
            voice.say("home.welcome")
            await asyncio.sleep(0.05)
            assert started_keys() == [] and voice.is_speaking(), "refused, and still waiting to be said"
        finally:
            fake_browser.Clip.refused = False
        voice.first_tap()
        await voice.idle(1.0)
        assert started_keys() == ["home.welcome"], "nothing is lost: the welcome is said after the first tap"

    asyncio.run(scenario())
