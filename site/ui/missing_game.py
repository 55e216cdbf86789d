"""Offline, a game kept apart (Méli Cado) that this tablet never kept: show it on its tile, say it, offer to keep it.

The worker keeps a large game's files only once it is opened online (see
game_code). Offline before that, its tile would open nothing: the tile shows
a cloud (the game is still on the Internet, not on the tablet), and a tap
says so with a picture notice instead of opening it. For the teacher, a
banner in the home page's bar names the game, with a button that keeps it
(alive once the network is back); a bar fills as its files are kept, then
the banner and the clouds go. Online with the game not kept yet, nothing
shows: opening it fetches and keeps it.

A KeepBanner (see keep_banner): <div class="keep-banner missing-game">. A
tile away has data-away="true".
"""

import js

from .game_code import groups_of, not_kept
from .keep_banner import KeepBanner
from .kit.dom import picture, set_label
from .kit.i18n import words
from .kit.notice import notice
from .kit.offline import offline_status

#: The picture on a tile whose game is not on the tablet, and the notice's.
AWAY = "icons/cloud.svg"


class MissingGames(KeepBanner):
    """The home page's tiles (game id -> tile button) watched for games this tablet does not keep."""

    WHY = {"missing": "away.missing_why", "failed": "keep.failed"}

    def __init__(self, app, tiles: dict):
        super().__init__("missing-game")
        self.app = app
        self.tiles = tiles
        self.away = []  # ids of the games kept apart and not kept, in the home page's order
        self.check()

    def words_read(self, game_id: str) -> tuple:
        """The languages whose words the game reads in the site's language (its tile's words)."""
        return self.app.tiles[game_id].words.get(self.app.settings.lang, ())

    def stops(self, game_id: str) -> bool:
        """A tap on a game's tile: True (and the children told why) if, offline, that game is not on the tablet."""
        if game_id not in self.away or js.navigator.onLine:
            return False
        self.app.sounds.nope()
        name = self.app.tiles[game_id].names[self.app.settings.lang]
        notice(words("away.tile", game=name), AWAY, self.app.voice, f"{game_id}.away")
        return True

    async def refresh(self) -> None:
        if self.keeping or not self.following:
            return
        online = bool(js.navigator.onLine)
        if online and self.node.hidden:
            self.mark([])
            return
        status = await offline_status()
        if not self.following:
            return
        self.mark([game_id for game_id in self.tiles if not_kept(status, game_id, self.words_read(game_id))] if status else [])
        if self.away:
            self.show("fetchable" if online else "missing")
        else:
            self.node.hidden = True

    def mark(self, away: list) -> None:
        """Offline, a cloud on the tile of each game away; online every tile opens (its game is fetched and kept)."""
        self.away = away
        offline = not js.navigator.onLine
        for game_id, tile in self.tiles.items():
            shown = offline and game_id in away
            tile.dataset.away = "true" if shown else "false"
            name = self.app.tiles[game_id].names[self.app.settings.lang]
            set_label(tile, words("away.tile" if shown else "home.play", game=name))
            cloud = tile.querySelector(".tile-away")  # a JsNull (falsy) when there is none
            if shown and not cloud:
                tile.append(picture(AWAY, "tile-away"))
            elif not shown and cloud:
                cloud.remove()

    def show(self, state: str) -> None:
        names = ", ".join(self.app.tiles[game_id].names[self.app.settings.lang] for game_id in self.away)
        self.draw(state, [self.app.tiles[self.away[0]].pictures[0], AWAY], words("away.missing", game=names),
                  words("away.keep", game=names), words("away.progress"), words(self.WHY[state]) if state in self.WHY else "")

    async def keep(self) -> None:
        """Keep every game away, the bar filling as their files are kept."""
        done = await self.keep_groups([group for game_id in self.away for group in groups_of(game_id, self.words_read(game_id))])
        if not self.following:
            return
        if done:
            self.hide("kept")
            self.mark([])
        else:
            self.show("failed")
