<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="80"/>
        <source>About %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="83"/>
        <source>Version %1 (Qt %2, Qt for Python %3, Python %4)</source>
        <translation>Version %1 (Qt %2, Qt for Python %3, Python %4)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="93"/>
        <source>This program is not affiliated with the authors or the publisher of the games; its pictures and its computer players are its own.</source>
        <translation>Dieses Programm steht in keiner Verbindung zu den Autoren oder dem Verlag der Spiele; seine Bilder und Computerspieler sind seine eigenen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="96"/>
        <source>The program is free software under the MIT licence (the file LICENSE).</source>
        <translation>Das Programm ist freie Software unter der MIT-Lizenz (die Datei LICENSE).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="98"/>
        <source>It is built with Qt 6 and Qt for Python (PySide6), under the GNU LGPL 3.0: they are linked dynamically and may be replaced with other builds of the same version. It also uses Python (PSF licence), networkx (BSD licence) and pydantic (MIT licence), and its texts are set in the DejaVu fonts (Bitstream Vera licence).</source>
        <translation>Es ist mit Qt 6 und Qt for Python (PySide6) unter der GNU LGPL 3.0 gebaut: Sie sind dynamisch eingebunden und lassen sich durch andere Builds derselben Version ersetzen. Außerdem nutzt es Python (PSF-Lizenz), networkx (BSD-Lizenz) und pydantic (MIT-Lizenz), und seine Texte sind in den DejaVu-Schriften gesetzt (Bitstream-Vera-Lizenz).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="104"/>
        <source>The licence texts are in the file THIRD-PARTY-NOTICES.md and in the licenses folder of each build.</source>
        <translation>Die Lizenztexte stehen in der Datei THIRD-PARTY-NOTICES.md und im Ordner licenses jedes Builds.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="152"/>
        <source>The program met an unexpected problem, and the game could not be saved: save it with Game → Save game.</source>
        <translation>Das Programm ist auf ein unerwartetes Problem gestoßen, und das Spiel konnte nicht gespeichert werden: Speichere es mit Spiel → Spiel speichern.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="159"/>
        <source>The details are in %1</source>
        <translation>Einzelheiten stehen in der Datei %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="160"/>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="146"/>
        <source>The program met an unexpected problem. Your game has been saved and will be offered when you start again.</source>
        <translation>Das Programm ist auf ein unerwartetes Problem gestoßen. Das Spiel wurde gespeichert und wird beim nächsten Start angeboten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/instance.py" line="36"/>
        <source>Thurn and Taxis is already open</source>
        <translation>Thurn und Taxis ist schon geöffnet</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/instance.py" line="37"/>
        <source>The game is already running in another window. Switch to that window to go on playing.</source>
        <translation>Das Spiel läuft schon in einem anderen Fenster. Wechsle in dieses Fenster, um weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="91"/>
        <source>Mannheim</source>
        <translation>Mannheim</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="92"/>
        <source>Carlsruhe</source>
        <translation>Carlsruhe</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="93"/>
        <source>Freiburg</source>
        <translation>Freiburg</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="94"/>
        <source>Stuttgart</source>
        <translation>Stuttgart</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="95"/>
        <source>Ulm</source>
        <translation>Ulm</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="96"/>
        <source>Sigmaringen</source>
        <translation>Sigmaringen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="97"/>
        <source>Würzburg</source>
        <translation>Würzburg</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="98"/>
        <source>Nürnberg</source>
        <translation>Nürnberg</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="99"/>
        <source>Regensburg</source>
        <translation>Regensburg</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="100"/>
        <source>Ingolstadt</source>
        <translation>Ingolstadt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="101"/>
        <source>Augsburg</source>
        <translation>Augsburg</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="102"/>
        <source>München</source>
        <translation>München</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="103"/>
        <source>Passau</source>
        <translation>Passau</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="104"/>
        <source>Kempten</source>
        <translation>Kempten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="105"/>
        <source>Basel</source>
        <translation>Basel</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="106"/>
        <source>Zürich</source>
        <translation>Zürich</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="107"/>
        <source>Innsbruck</source>
        <translation>Innsbruck</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="108"/>
        <source>Salzburg</source>
        <translation>Salzburg</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="109"/>
        <source>Linz</source>
        <translation>Linz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="110"/>
        <source>Pilsen</source>
        <translation>Pilsen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="111"/>
        <source>Budweis</source>
        <translation>Budweis</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="112"/>
        <source>Lodz</source>
        <translation>Lodz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="113"/>
        <source>Baden</source>
        <translation>Baden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="114"/>
        <source>Württemberg</source>
        <translation>Württemberg</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="115"/>
        <source>Hohenzollern</source>
        <translation>Hohenzollern</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="116"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="194"/>
        <source>Baiern</source>
        <translation>Baiern</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="117"/>
        <source>Schweiz</source>
        <translation>Schweiz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="118"/>
        <source>Tyrol</source>
        <translation>Tyrol</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="119"/>
        <source>Böhmen</source>
        <translation>Böhmen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="120"/>
        <source>Polen</source>
        <translation>Polen</translation>
    </message>
</context>
<context>
    <name>Carcassonne</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="143"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="144"/>
        <source>Followers</source>
        <translation>Gefolgsleute</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="145"/>
        <source>Followers in the supply</source>
        <translation>Gefolgsleute im Vorrat</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="251"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/extent.py" line="100"/>
        <source>Nobody holds it.</source>
        <translation>Hier hat niemand einen Gefolgsmann.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/extent.py" line="102"/>
        <source>Held by: %1</source>
        <translation>Besetzt von: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="64"/>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="63"/>
        <source>over the network</source>
        <translation>über das Netzwerk</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="234"/>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="236"/>
        <source>Turn the drawn tile a quarter turn clockwise (R, or the wheel over it).</source>
        <translation>Die gezogene Landschaftskarte eine Vierteldrehung im Uhrzeigersinn drehen (R oder das Mausrad darüber).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="238"/>
        <source>No follower</source>
        <translation>Kein Gefolgsmann</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="239"/>
        <source>End the turn without placing a follower (Enter).</source>
        <translation>Den Zug beenden, ohne einen Gefolgsmann einzusetzen (Enter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="240"/>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="241"/>
        <source>Take back your last move, before the next player moves.</source>
        <translation>Den eigenen letzten Zug zurücknehmen, bevor der nächste Spieler zieht.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="242"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="243"/>
        <source>Show the move a Medium computer player would make.</source>
        <translation>Den Zug zeigen, den ein mittlerer Computerspieler machen würde.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="244"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="250"/>
        <source>Show the farms</source>
        <translation>Wiesen zeigen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="251"/>
        <source>Colour every farm by the player whose farmers hold it.</source>
        <translation>Jede Wiese in der Farbe des Spielers zeigen, dessen Bauern sie besetzen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="116"/>
        <source>%1 has no follower left to place.</source>
        <translation>%1 hat keinen Gefolgsmann mehr im Vorrat.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="122"/>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="252"/>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="138"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="149"/>
        <source>%1 places a tile, extending a city held by %2.</source>
        <translation>%1 legt eine Karte an und erweitert eine von %2 besetzte Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="151"/>
        <source>%1 places a tile, extending a road held by %2.</source>
        <translation>%1 legt eine Karte an und verlängert eine von %2 besetzte Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="153"/>
        <source>%1 places a tile beside a monastery held by %2.</source>
        <translation>%1 legt eine Karte neben ein von %2 besetztes Kloster an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="154"/>
        <source>%1 places a tile, extending their own city.</source>
        <translation>%1 legt eine Karte an und erweitert die eigene Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="155"/>
        <source>%1 places a tile, extending their own road.</source>
        <translation>%1 legt eine Karte an und verlängert die eigene Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="156"/>
        <source>%1 places a tile beside their own monastery.</source>
        <translation>%1 legt eine Karte neben das eigene Kloster an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="253"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="34"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="40"/>
        <source>%1: drag your tile onto a lit square. Turn it with R, the wheel or Rotate.</source>
        <translation>%1: Ziehe deine Karte auf einen hervorgehobenen Platz. Drehe sie mit R, dem Mausrad oder Drehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="42"/>
        <source>%1: drag a follower onto a lit place, or click one; or press No follower.</source>
        <translation>%1: Ziehe einen Gefolgsmann auf einen hervorgehobenen Teil der Karte oder klicke ihn an; oder drücke Kein Gefolgsmann.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="44"/>
        <source>%1: no follower can go on this tile; press No follower.</source>
        <translation>%1: Auf diese Karte kann kein Gefolgsmann; drücke Kein Gefolgsmann.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="31"/>
        <source>Hint: the marked square, with the tile turned as the tray shows it.</source>
        <translation>Tipp: der markierte Platz, mit der Karte so gedreht, wie „Deine Karte“ sie zeigt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="33"/>
        <source>Hint: the place filled in your colour on the tile just placed.</source>
        <translation>Tipp: der Teil der eben angelegten Karte in deiner Farbe.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="34"/>
        <source>Hint: place no follower this turn.</source>
        <translation>Tipp: setze in diesem Zug keinen Gefolgsmann ein.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="147"/>
        <source>%1 places a tile.</source>
        <translation>%1 legt eine Karte an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="126"/>
        <source>A tile that fits nowhere was removed from the game.</source>
        <translation>Eine Karte, die nirgends passt, wurde aus dem Spiel genommen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="34"/>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="179"/>
        <source>Your tile</source>
        <translation>Deine Karte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="180"/>
        <source>R or wheel: turn it</source>
        <translation>R oder Mausrad: drehen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="183"/>
        <source>Your follower</source>
        <translation>Dein Gefolgsmann</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="184"/>
        <source>Enter: no follower</source>
        <translation>Enter: kein Gefolgsmann</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="33"/>
        <source>Waiting for %1 to move (over the network)…</source>
        <translation>Warten auf den Zug von %1 (über das Netzwerk)…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="33"/>
        <source>Over the network</source>
        <translation>Über das Netzwerk</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="87"/>
        <source>The city on the north edge meets a road.</source>
        <translation>Die Stadt an der Nordkante trifft auf eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="88"/>
        <source>The city on the north edge meets a field.</source>
        <translation>Die Stadt an der Nordkante trifft auf eine Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="89"/>
        <source>The road on the north edge meets a city.</source>
        <translation>Die Straße an der Nordkante trifft auf eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="90"/>
        <source>The road on the north edge meets a field.</source>
        <translation>Die Straße an der Nordkante trifft auf eine Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="91"/>
        <source>The field on the north edge meets a city.</source>
        <translation>Die Wiese an der Nordkante trifft auf eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="92"/>
        <source>The field on the north edge meets a road.</source>
        <translation>Die Wiese an der Nordkante trifft auf eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="93"/>
        <source>The city on the east edge meets a road.</source>
        <translation>Die Stadt an der Ostkante trifft auf eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="94"/>
        <source>The city on the east edge meets a field.</source>
        <translation>Die Stadt an der Ostkante trifft auf eine Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="95"/>
        <source>The road on the east edge meets a city.</source>
        <translation>Die Straße an der Ostkante trifft auf eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="96"/>
        <source>The road on the east edge meets a field.</source>
        <translation>Die Straße an der Ostkante trifft auf eine Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="97"/>
        <source>The field on the east edge meets a city.</source>
        <translation>Die Wiese an der Ostkante trifft auf eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="98"/>
        <source>The field on the east edge meets a road.</source>
        <translation>Die Wiese an der Ostkante trifft auf eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="99"/>
        <source>The city on the south edge meets a road.</source>
        <translation>Die Stadt an der Südkante trifft auf eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="100"/>
        <source>The city on the south edge meets a field.</source>
        <translation>Die Stadt an der Südkante trifft auf eine Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="101"/>
        <source>The road on the south edge meets a city.</source>
        <translation>Die Straße an der Südkante trifft auf eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="102"/>
        <source>The road on the south edge meets a field.</source>
        <translation>Die Straße an der Südkante trifft auf eine Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="103"/>
        <source>The field on the south edge meets a city.</source>
        <translation>Die Wiese an der Südkante trifft auf eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="104"/>
        <source>The field on the south edge meets a road.</source>
        <translation>Die Wiese an der Südkante trifft auf eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="105"/>
        <source>The city on the west edge meets a road.</source>
        <translation>Die Stadt an der Westkante trifft auf eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="106"/>
        <source>The city on the west edge meets a field.</source>
        <translation>Die Stadt an der Westkante trifft auf eine Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="107"/>
        <source>The road on the west edge meets a city.</source>
        <translation>Die Straße an der Westkante trifft auf eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="108"/>
        <source>The road on the west edge meets a field.</source>
        <translation>Die Straße an der Westkante trifft auf eine Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="109"/>
        <source>The field on the west edge meets a city.</source>
        <translation>Die Wiese an der Westkante trifft auf eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="110"/>
        <source>The field on the west edge meets a road.</source>
        <translation>Die Wiese an der Westkante trifft auf eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="113"/>
        <source>The tile does not fit there: an edge does not continue its neighbour.</source>
        <translation>Die Karte passt dort nicht: eine Kante setzt die Nachbarkarte nicht fort.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="122"/>
        <source>A tile must share an edge with a placed tile: drop it on a lit square.</source>
        <translation>Eine Karte muss an eine schon liegende Karte grenzen: Lege sie auf einen hervorgehobenen Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="124"/>
        <source>That square already holds a tile.</source>
        <translation>Auf diesem Platz liegt schon eine Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="128"/>
        <source>This road already has a robber on it (on this tile or beyond).</source>
        <translation>Auf dieser Straße steht schon ein Wegelagerer (auf dieser Karte oder weiter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="130"/>
        <source>This city already has a knight in it (on this tile or beyond).</source>
        <translation>In dieser Stadt steht schon ein Ritter (auf dieser Karte oder weiter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="131"/>
        <source>This farm already has a farmer on it (on this tile or beyond).</source>
        <translation>Auf dieser Wiese liegt schon ein Bauer (auf dieser Karte oder weiter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="133"/>
        <source>You have no follower left in your supply.</source>
        <translation>Du hast keinen Gefolgsmann mehr im Vorrat.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="136"/>
        <source>The tile is placed: now place a follower, or press No follower.</source>
        <translation>Die Karte liegt: setze jetzt einen Gefolgsmann ein oder drücke Kein Gefolgsmann.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="137"/>
        <source>Place the tile first.</source>
        <translation>Lege zuerst die Karte an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="139"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="141"/>
        <source>Nothing to undo: only your own moves, before the next player has moved.</source>
        <translation>Nichts zurückzunehmen: nur eigene Züge, bevor der nächste Spieler gezogen hat.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="143"/>
        <source>Your last move was taken back.</source>
        <translation>Dein letzter Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="146"/>
        <source>This game has reached %1 moves, the most a record can hold.</source>
        <translation>Diese Partie hat %1 Züge erreicht, mehr fasst eine Aufzeichnung nicht.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="149"/>
        <source>A computer player failed; it made the first legal move instead.</source>
        <translation>Ein Computerspieler ist gescheitert; er hat stattdessen den ersten erlaubten Zug gemacht.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="151"/>
        <source>Drop the follower on a lit place of the tile just placed.</source>
        <translation>Lege den Gefolgsmann auf einen hervorgehobenen Teil der eben angelegten Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="153"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="154"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="160"/>
        <source>%1 puts a robber on the road.</source>
        <translation>%1 setzt einen Wegelagerer auf die Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="162"/>
        <source>%1 puts a knight in the city.</source>
        <translation>%1 setzt einen Ritter in die Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="164"/>
        <source>%1 puts a monk in the monastery.</source>
        <translation>%1 setzt einen Mönch ins Kloster.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="165"/>
        <source>%1 puts a farmer on the field.</source>
        <translation>%1 legt einen Bauern auf die Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="171"/>
        <source>Completed roads</source>
        <translation>Fertige Straßen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="172"/>
        <source>Completed cities</source>
        <translation>Fertige Städte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="173"/>
        <source>Completed monasteries</source>
        <translation>Fertige Klöster</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="174"/>
        <source>Incomplete roads</source>
        <translation>Unfertige Straßen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="175"/>
        <source>Incomplete cities</source>
        <translation>Unfertige Städte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="176"/>
        <source>Incomplete monasteries</source>
        <translation>Unfertige Klöster</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="177"/>
        <source>Farms</source>
        <translation>Wiesen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="114"/>
        <source>%1 places no follower.</source>
        <translation>%1 setzt keinen Gefolgsmann ein.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="219"/>
        <source>The scores as they grew</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="222"/>
        <source>Each player&apos;s score after every move; the dashed line is the move shown. Click to go to a move.</source>
        <translation>Die Punkte jedes Spielers nach jedem Zug; die gestrichelte Linie ist der gezeigte Zug. Ein Klick springt zu einem Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="225"/>
        <source>Tile</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="226"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="245"/>
        <source>Show the whole play area (F).</source>
        <translation>Die ganze Landschaft zeigen (F).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="247"/>
        <source>Zoom in (+, or the wheel over the table).</source>
        <translation>Vergrößern (+ oder das Mausrad über dem Tisch).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="249"/>
        <source>Zoom out (−, or the wheel over the table).</source>
        <translation>Verkleinern (− oder das Mausrad über dem Tisch).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/fold.py" line="96"/>
        <source>Fold the side panel away (F9).</source>
        <translation>Die Seitenleiste einklappen (F9).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/fold.py" line="96"/>
        <source>Show the side panel (F9).</source>
        <translation>Die Seitenleiste zeigen (F9).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/places.py" line="75"/>
        <source>Drag the tile onto a lit square, or carry it there with the arrow keys and lay it with Enter. R or the wheel turns it, Shift+R turns it back.</source>
        <translation>Die Karte auf einen hervorgehobenen Platz ziehen oder mit den Pfeiltasten dorthin bringen und mit Enter anlegen. R oder das Mausrad dreht sie, Umschalt+R dreht sie zurück.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/pile.py" line="67"/>
        <source>Tiles still to come</source>
        <translation>Verbleibende Karten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="148"/>
        <source>%1 places a tile, extending a city.</source>
        <translation>%1 legt eine Karte an und erweitert eine Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="150"/>
        <source>%1 places a tile, extending a road.</source>
        <translation>%1 legt eine Karte an und verlängert eine Straße.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="152"/>
        <source>%1 places a tile beside a monastery.</source>
        <translation>%1 legt eine Karte neben ein Kloster an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scorestrip.py" line="54"/>
        <source>%1, points: %2</source>
        <translation>%1, Punkte: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/overview.py" line="58"/>
        <source>The whole board; the frame is what the table shows. Click to go there.</source>
        <translation>Die ganze Landschaft; im Rahmen, was der Tisch gerade zeigt. Ein Klick springt dorthin.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="137"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="151"/>
        <source>Expert would have kept its follower in the supply.</source>
        <translation>Der Experte hätte den Gefolgsmann im Vorrat behalten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="154"/>
        <source>Expert would have put a robber on the road.</source>
        <translation>Der Experte hätte einen Wegelagerer auf die Straße gesetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="156"/>
        <source>Expert would have put a knight in the city.</source>
        <translation>Der Experte hätte einen Ritter in die Stadt gesetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="158"/>
        <source>Expert would have put a monk in the monastery.</source>
        <translation>Der Experte hätte einen Mönch ins Kloster gesetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="159"/>
        <source>Expert would have put a farmer on the field.</source>
        <translation>Der Experte hätte einen Bauern auf die Wiese gelegt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="166"/>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="204"/>
        <source>Expert would have placed the follower otherwise.</source>
        <translation>Der Experte hätte den Gefolgsmann anders eingesetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="170"/>
        <source>Expert would have laid the tile on the square ringed red, not where %1 laid it (ringed yellow).</source>
        <translation>Der Experte hätte das Plättchen auf das rot umrandete Feld gelegt, nicht dorthin, wo %1 es hinlegte (gelb umrandet).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="173"/>
        <source>Expert would have laid the tile on the same square as %1, turned another way.</source>
        <translation>Der Experte hätte das Plättchen auf dasselbe Feld wie %1 gelegt, aber anders gedreht.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="175"/>
        <source>Expert would have laid the tile just as %1 did.</source>
        <translation>Der Experte hätte das Plättchen genau wie %1 gelegt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="184"/>
        <source>Like %1, Expert would have kept its follower in the supply.</source>
        <translation>Wie %1 hätte der Experte den Gefolgsmann im Vorrat behalten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="189"/>
        <source>Expert would have put the follower on another part of the tile of the same kind.</source>
        <translation>Der Experte hätte den Gefolgsmann auf einen anderen Teil des Plättchens derselben Art gesetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="192"/>
        <source>Like %1, Expert would have put a robber on the road.</source>
        <translation>Wie %1 hätte der Experte einen Wegelagerer auf die Straße gesetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="194"/>
        <source>Like %1, Expert would have put a knight in the city.</source>
        <translation>Wie %1 hätte der Experte einen Ritter in die Stadt gesetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="196"/>
        <source>Like %1, Expert would have put a monk in the monastery.</source>
        <translation>Wie %1 hätte der Experte einen Mönch ins Kloster gesetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="197"/>
        <source>Like %1, Expert would have put a farmer on the field.</source>
        <translation>Wie %1 hätte der Experte einen Bauern auf die Wiese gelegt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="207"/>
        <source>Expert would have laid the tile on another square.</source>
        <translation>Der Experte hätte das Plättchen auf ein anderes Feld gelegt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="209"/>
        <source>Expert would have turned the tile another way.</source>
        <translation>Der Experte hätte das Plättchen anders gedreht.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="203"/>
        <source>%1&apos;s latest tile lies out of sight: click to bring it into view (L).</source>
        <translation>Die letzte Karte von %1 liegt außer Sicht: Ein Klick holt sie ins Bild (L).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="205"/>
        <source>A square where your tile fits lies out of sight: click to bring it into view (L).</source>
        <translation>Ein Platz, an den deine Karte passt, liegt außer Sicht: Ein Klick holt ihn ins Bild (L).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="206"/>
        <source>Squares where your tile fits lie out of sight: click to bring them into view (L).</source>
        <translation>Plätze, an die deine Karte passt, liegen außer Sicht: Ein Klick holt sie ins Bild (L).</translation>
    </message>
</context>
<context>
    <name>CarcassonneCounts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="44"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n Karte übrig</numerusform>
            <numerusform>%n Karten übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="46"/>
        <source>%n follower(s) in the supply</source>
        <translation>
            <numerusform>%n Gefolgsmann im Vorrat</numerusform>
            <numerusform>%n Gefolgsleute im Vorrat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="48"/>
        <source>+%n</source>
        <translation>
            <numerusform>+%n</numerusform>
            <numerusform>+%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="50"/>
        <source>%1 scores %n point(s) for a road.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt für eine Straße.</numerusform>
            <numerusform>%1 erhält %n Punkte für eine Straße.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="52"/>
        <source>%1 scores %n point(s) for a city.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt für eine Stadt.</numerusform>
            <numerusform>%1 erhält %n Punkte für eine Stadt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="54"/>
        <source>%1 scores %n point(s) for a monastery.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt für ein Kloster.</numerusform>
            <numerusform>%1 erhält %n Punkte für ein Kloster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="56"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="58"/>
        <source>A shared victory: %1, with %n point(s) each!</source>
        <translation>
            <numerusform>Gemeinsamer Sieg: %1, mit je %n Punkt!</numerusform>
            <numerusform>Gemeinsamer Sieg: %1, mit je %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="60"/>
        <source>A road of %n tile(s).</source>
        <translation>
            <numerusform>Eine Straße aus %n Karte.</numerusform>
            <numerusform>Eine Straße aus %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="62"/>
        <source>A city of %n tile(s).</source>
        <translation>
            <numerusform>Eine Stadt aus %n Karte.</numerusform>
            <numerusform>Eine Stadt aus %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="64"/>
        <source>A completed road of %n tile(s).</source>
        <translation>
            <numerusform>Eine fertige Straße aus %n Karte.</numerusform>
            <numerusform>Eine fertige Straße aus %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="66"/>
        <source>A completed city of %n tile(s).</source>
        <translation>
            <numerusform>Eine fertige Stadt aus %n Karte.</numerusform>
            <numerusform>Eine fertige Stadt aus %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="68"/>
        <source>A monastery with %n neighbouring tile(s) of 8.</source>
        <translation>
            <numerusform>Ein Kloster mit %n Nachbarkarte von 8.</numerusform>
            <numerusform>Ein Kloster mit %n Nachbarkarten von 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="70"/>
        <source>A farm that supplies %n completed city(-ies).</source>
        <translation>
            <numerusform>Eine Wiese, die %n fertige Stadt versorgt.</numerusform>
            <numerusform>Eine Wiese, die %n fertige Städte versorgt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneLog</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="168"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="169"/>
        <source>with %n shield(s)</source>
        <translation>
            <numerusform>mit %n Wappen</numerusform>
            <numerusform>mit %n Wappen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="170"/>
        <source>%1&apos;s road of %n tile(s): %2.</source>
        <translation>
            <numerusform>Straße von %1 aus %n Karte: %2.</numerusform>
            <numerusform>Straße von %1 aus %n Karten: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="171"/>
        <source>A road of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Gemeinsame Straße von %1 aus %n Karte: je %2.</numerusform>
            <numerusform>Gemeinsame Straße von %1 aus %n Karten: je %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="172"/>
        <source>%1&apos;s city of %n tile(s): %2.</source>
        <translation>
            <numerusform>Stadt von %1 aus %n Karte: %2.</numerusform>
            <numerusform>Stadt von %1 aus %n Karten: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="173"/>
        <source>A city of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Gemeinsame Stadt von %1 aus %n Karte: je %2.</numerusform>
            <numerusform>Gemeinsame Stadt von %1 aus %n Karten: je %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="174"/>
        <source>%1&apos;s city of %n tile(s) %3: %2.</source>
        <translation>
            <numerusform>Stadt von %1 aus %n Karte %3: %2.</numerusform>
            <numerusform>Stadt von %1 aus %n Karten %3: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="175"/>
        <source>A city of %n tile(s) %3, shared by %1: %2 each.</source>
        <translation>
            <numerusform>Gemeinsame Stadt von %1 aus %n Karte %3: je %2.</numerusform>
            <numerusform>Gemeinsame Stadt von %1 aus %n Karten %3: je %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="176"/>
        <source>%1&apos;s monastery: %n point(s).</source>
        <translation>
            <numerusform>Kloster von %1: %n Punkt.</numerusform>
            <numerusform>Kloster von %1: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="177"/>
        <source>%1&apos;s farm supplying %n completed city(-ies): %2.</source>
        <translation>
            <numerusform>Wiese von %1, die %n fertige Stadt versorgt: %2.</numerusform>
            <numerusform>Wiese von %1, die %n fertige Städte versorgt: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="178"/>
        <source>A farm supplying %n completed city(-ies), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Gemeinsame Wiese von %1, die %n fertige Stadt versorgt: je %2.</numerusform>
            <numerusform>Gemeinsame Wiese von %1, die %n fertige Städte versorgt: je %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneTour</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="63"/>
        <source>Alex</source>
        <translation>Alex</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="64"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="312"/>
        <source>First turn the tile as the balloon says.</source>
        <translation>Drehe zuerst die Karte so, wie die Sprechblase sagt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="314"/>
        <source>First tick “Show the farms”.</source>
        <translation>Setze zuerst das Häkchen bei „Wiesen zeigen“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="316"/>
        <source>First read the balloon, then click “Next”.</source>
        <translation>Lies zuerst die Sprechblase, dann klicke auf „Weiter“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="321"/>
        <source>The tile fits there, but this lesson puts it on the ringed square.</source>
        <translation>Die Karte passt dort, aber in dieser Lektion legst du sie auf den markierten Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="325"/>
        <source>The tile fits there turned this way too, but this lesson turns it as the balloon says.</source>
        <translation>So gedreht passt die Karte dort auch, aber in dieser Lektion drehst du sie so, wie die Sprechblase sagt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="330"/>
        <source>A follower may stand there, but this lesson keeps it: click “No follower”.</source>
        <translation>Ein Gefolgsmann darf dort stehen, aber in dieser Lektion bleibt er im Vorrat: Klicke auf „Kein Gefolgsmann“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="335"/>
        <source>This lesson places a follower now: drag it onto the ringed place.</source>
        <translation>In dieser Lektion setzt du jetzt einen Gefolgsmann ein: Ziehe ihn auf den markierten Teil der Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="336"/>
        <source>A follower may stand there, but this lesson puts it on the ringed place.</source>
        <translation>Ein Gefolgsmann darf dort stehen, aber in dieser Lektion setzt du ihn auf den markierten Teil der Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="40"/>
        <source>Anna waits while you read the balloon.</source>
        <translation>Anna wartet, bis du die Sprechblase gelesen hast.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="110"/>
        <source>If the game ended now</source>
        <translation>Wenn das Spiel jetzt endete</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="39"/>
        <source>%1 Nothing has changed.</source>
        <translation>%1 Nichts hat sich geändert.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="36"/>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="38"/>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="37"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="75"/>
        <source>Welcome to Carcassonne! You and Anna build a landscape of tiles together; your followers on its roads, cities, monasteries and fields score points. Follow the balloons (Escape leaves at any time).</source>
        <translation>Willkommen bei Carcassonne! Du und Anna legt gemeinsam eine Landschaft aus Karten; deine Gefolgsleute auf ihren Straßen, in Städten, Klöstern und auf Wiesen bringen Punkte. Folge den Sprechblasen (Escape beendet die Lektion jederzeit).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="83"/>
        <source>Each turn you draw a tile: this one. It must continue what it touches, road to road, city to city, field to field; the lit squares are where it fits. Drag it onto the ringed square.</source>
        <translation>In jedem Zug ziehst du eine Karte: diese hier. Sie muss fortsetzen, was sie berührt: Straße an Straße, Stadt an Stadt, Wiese an Wiese; die hervorgehobenen Plätze zeigen, wo sie passt. Ziehe sie auf den markierten Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="93"/>
        <source>Then you may place one follower on the tile you just placed. Drag a follower from your supply onto the road (or click the road): it stands there as a robber.</source>
        <translation>Dann darfst du einen Gefolgsmann auf die eben angelegte Karte setzen. Ziehe einen Gefolgsmann aus deinem Vorrat auf die Straße (oder klicke die Straße an): Dort steht er als Wegelagerer.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="105"/>
        <source>Anna placed a crossroads on the left. A road ends at a crossroads, so your robber&apos;s road now has one finished end.</source>
        <translation>Anna hat links eine Kreuzung gelegt. An einer Kreuzung endet eine Straße, also hat die Straße deines Wegelagerers jetzt ein fertiges Ende.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="113"/>
        <source>You drew a crossroads too. Below your first tile it ends your road, but only with a road at its top: turn it a quarter turn. Press R, turn the mouse wheel over the tile, or click Rotate.</source>
        <translation>Du hast auch eine Kreuzung. Unter deiner ersten Karte beendet sie deine Straße, aber nur mit einer Straße oben: Drehe sie um eine Vierteldrehung. Drücke R, drehe das Mausrad über der Karte oder klicke auf Drehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="124"/>
        <source>Now its road meets the end of your road. Drag the tile onto the ringed square.</source>
        <translation>Jetzt trifft ihre Straße auf das Ende deiner Straße. Ziehe die Karte auf den markierten Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="133"/>
        <source>A follower is never a must. Keep your followers this time: click “No follower” (or press Enter).</source>
        <translation>Ein Gefolgsmann ist nie Pflicht. Behalte deine Gefolgsleute diesmal: Klicke auf „Kein Gefolgsmann“ (oder drücke Enter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="142"/>
        <source>Your road is completed: it ends at a crossroads at both ends. A completed road scores 1 point per tile: 4 tiles, 4 points for you. Your robber goes back to your supply.</source>
        <translation>Deine Straße ist fertig: Sie endet an beiden Enden an einer Kreuzung. Eine fertige Straße bringt 1 Punkt pro Karte: 4 Karten, 4 Punkte für dich. Dein Wegelagerer kehrt in deinen Vorrat zurück.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="152"/>
        <source>Anna put a robber on her road. Your tile has a city with a shield. Turn it so that its city meets the start tile&apos;s city, and drag it onto the ringed square.</source>
        <translation>Anna hat einen Wegelagerer auf ihre Straße gesetzt. Deine Karte hat eine Stadt mit Wappen. Drehe sie so, dass ihre Stadt an die Stadt der Startkarte anschließt, und ziehe sie auf den markierten Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="162"/>
        <source>Put a follower into the city: there it is a knight. The city is still open at the top.</source>
        <translation>Setze einen Gefolgsmann in die Stadt: Dort ist er ein Ritter. Die Stadt ist oben noch offen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="173"/>
        <source>This tile closes your city. Turn it so that its city faces down, and drag it onto the ringed square.</source>
        <translation>Diese Karte schließt deine Stadt. Drehe sie so, dass ihre Stadt unten liegt, und ziehe sie auf den markierten Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="182"/>
        <source>Your knight already holds this city, so no other follower may go into it. Click “No follower”.</source>
        <translation>Dein Ritter besetzt diese Stadt schon, also darf kein anderer Gefolgsmann hinein. Klicke auf „Kein Gefolgsmann“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="190"/>
        <source>Your city is completed. A completed city scores 2 points per tile and 2 per shield: 3 tiles and 1 shield make 8 points. Your knight goes back to your supply.</source>
        <translation>Deine Stadt ist fertig. Eine fertige Stadt bringt 2 Punkte pro Karte und 2 pro Wappen: 3 Karten und 1 Wappen ergeben 8 Punkte. Dein Ritter kehrt in deinen Vorrat zurück.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="200"/>
        <source>Anna put a knight into a city of her own. You drew a monastery: drag it onto the ringed square.</source>
        <translation>Anna hat einen Ritter in eine eigene Stadt gesetzt. Deine Karte ist ein Kloster: Ziehe die Karte auf den markierten Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="209"/>
        <source>Put a follower into the monastery: it is a monk. The monastery is completed when all 8 squares around it hold tiles; then it scores 9 points.</source>
        <translation>Setze einen Gefolgsmann ins Kloster: Er ist ein Mönch. Das Kloster ist fertig, wenn auf allen 8 Plätzen um es herum Karten liegen; dann bringt es 9 Punkte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="221"/>
        <source>Fields score only at the end of the game. Drag this tile onto the ringed square, beside your completed city.</source>
        <translation>Wiesen werden erst am Ende des Spiels gewertet. Ziehe diese Karte auf den markierten Platz, neben deine fertige Stadt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="231"/>
        <source>Drag a follower onto the field (the green land) of this tile: it lies down there as a farmer and stays until the end of the game.</source>
        <translation>Ziehe einen Gefolgsmann auf die Wiese (den grünen Teil) dieser Karte: Dort wird er als Bauer hingelegt und bleibt bis zum Ende des Spiels.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="243"/>
        <source>Anna closed the small city above your farmer. Nobody had a knight in it, so nobody scored it; but it is a completed city beside your farm.</source>
        <translation>Anna hat die kleine Stadt über deinem Bauern geschlossen. Niemand hatte einen Ritter darin, also hat niemand dafür Punkte bekommen; aber sie ist eine fertige Stadt neben deiner Wiese.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="252"/>
        <source>Connected fields make a farm. Tick “Show the farms” to see each farm in the colour of the player whose farmers hold it.</source>
        <translation>Verbundene Wiesenteile bilden eine Wiese. Setze das Häkchen bei „Wiesen zeigen“, um jede Wiese in der Farbe des Spielers zu sehen, dessen Bauern sie besetzen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="261"/>
        <source>The game ends after the last tile. Then every farm scores 3 points for each completed city it touches; incomplete roads and cities score 1 point per tile (and per shield), a monastery 1 point plus 1 per tile around it. If the game ended now: your farm touches 2 completed cities (6 points), your monastery has 4 tiles around it (5 points).</source>
        <translation>Das Spiel endet nach der letzten Karte. Dann bringt jede Wiese 3 Punkte für jede fertige Stadt, die sie versorgt; nicht fertige Straßen und Städte bringen 1 Punkt pro Karte (und pro Wappen), ein Kloster 1 Punkt und 1 für jede Karte um es herum. Wenn das Spiel jetzt endete: Deine Wiese versorgt 2 fertige Städte (6 Punkte), um dein Kloster liegen 4 Karten (5 Punkte).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="272"/>
        <source>Well done: you know every step of a turn! The player with the most points after the final scoring wins. Click “Finish”, then start a game of your own with Game → New game.</source>
        <translation>Gut gemacht: Du kennst jeden Schritt eines Zuges! Wer nach der Schlusswertung die meisten Punkte hat, gewinnt. Klicke auf „Fertig“ und beginne dann ein eigenes Spiel mit Spiel → Neues Spiel.</translation>
    </message>
</context>
<context>
    <name>CarcassonneWhere</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="23"/>
        <source>Directly north of the start tile</source>
        <translation>Direkt nördlich der Startkarte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="24"/>
        <source>Directly north-east of the start tile</source>
        <translation>Direkt nordöstlich der Startkarte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="25"/>
        <source>Directly east of the start tile</source>
        <translation>Direkt östlich der Startkarte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="26"/>
        <source>Directly south-east of the start tile</source>
        <translation>Direkt südöstlich der Startkarte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="27"/>
        <source>Directly south of the start tile</source>
        <translation>Direkt südlich der Startkarte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="28"/>
        <source>Directly south-west of the start tile</source>
        <translation>Direkt südwestlich der Startkarte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="29"/>
        <source>Directly west of the start tile</source>
        <translation>Direkt westlich der Startkarte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="30"/>
        <source>Directly north-west of the start tile</source>
        <translation>Direkt nordwestlich der Startkarte</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="37"/>
        <source>%n tile(s) north of the start tile</source>
        <translation>
            <numerusform>%n Karte nördlich der Startkarte</numerusform>
            <numerusform>%n Karten nördlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="38"/>
        <source>%n tile(s) east of the start tile</source>
        <translation>
            <numerusform>%n Karte östlich der Startkarte</numerusform>
            <numerusform>%n Karten östlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="39"/>
        <source>%n tile(s) south of the start tile</source>
        <translation>
            <numerusform>%n Karte südlich der Startkarte</numerusform>
            <numerusform>%n Karten südlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="40"/>
        <source>%n tile(s) west of the start tile</source>
        <translation>
            <numerusform>%n Karte westlich der Startkarte</numerusform>
            <numerusform>%n Karten westlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="41"/>
        <source>%n tile(s) north-east of the start tile</source>
        <translation>
            <numerusform>%n Karte nordöstlich der Startkarte</numerusform>
            <numerusform>%n Karten nordöstlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="42"/>
        <source>%n tile(s) south-east of the start tile</source>
        <translation>
            <numerusform>%n Karte südöstlich der Startkarte</numerusform>
            <numerusform>%n Karten südöstlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="43"/>
        <source>%n tile(s) south-west of the start tile</source>
        <translation>
            <numerusform>%n Karte südwestlich der Startkarte</numerusform>
            <numerusform>%n Karten südwestlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="44"/>
        <source>%n tile(s) north-west of the start tile</source>
        <translation>
            <numerusform>%n Karte nordwestlich der Startkarte</numerusform>
            <numerusform>%n Karten nordwestlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="51"/>
        <source>%n tile(s) north and %1 east of the start tile</source>
        <translation>
            <numerusform>%n Karte nördlich und %1 östlich der Startkarte</numerusform>
            <numerusform>%n Karten nördlich und %1 östlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="52"/>
        <source>%n tile(s) south and %1 east of the start tile</source>
        <translation>
            <numerusform>%n Karte südlich und %1 östlich der Startkarte</numerusform>
            <numerusform>%n Karten südlich und %1 östlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="53"/>
        <source>%n tile(s) south and %1 west of the start tile</source>
        <translation>
            <numerusform>%n Karte südlich und %1 westlich der Startkarte</numerusform>
            <numerusform>%n Karten südlich und %1 westlich der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="54"/>
        <source>%n tile(s) north and %1 west of the start tile</source>
        <translation>
            <numerusform>%n Karte nördlich und %1 westlich der Startkarte</numerusform>
            <numerusform>%n Karten nördlich und %1 westlich der Startkarte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="47"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="48"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="49"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="50"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/pieces.py" line="31"/>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
</context>
<context>
    <name>CostliestMoves</name>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="76"/>
        <source>Expert reviews your moves and shows where its advice was worth the most</source>
        <translation>Der Experte prüft deine Züge und zeigt, wo sein Rat am meisten wert war</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="99"/>
        <source>Your three costliest moves</source>
        <translation>Deine drei teuersten Züge</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="100"/>
        <source>%1&apos;s three costliest moves</source>
        <translation>Die drei teuersten Züge von %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="130"/>
        <source>Expert is reviewing the moves of %1…</source>
        <translation>Der Experte prüft die Züge von %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="179"/>
        <source>Expert found no move of %1&apos;s it would clearly have played otherwise.</source>
        <translation>Der Experte fand keinen Zug von %1, den er deutlich anders gespielt hätte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="182"/>
        <source>Where %1 lost the most points against Expert&apos;s advice:</source>
        <translation>Wo %1 gegenüber dem Rat des Experten die meisten Punkte verlor:</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/kit/costliest.py" line="185"/>
        <source>Move %1: about %n point(s) below Expert&apos;s advice</source>
        <translation>
            <numerusform>Zug %1: etwa %n Punkt unter dem Rat des Experten</numerusform>
            <numerusform>Zug %1: etwa %n Punkte unter dem Rat des Experten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="188"/>
        <source>Open the replay at this move, Expert&apos;s advice drawn on the position before it</source>
        <translation>Die Wiedergabe bei diesem Zug öffnen, der Rat des Experten auf der Stellung davor eingezeichnet</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="43"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="45"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="47"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="49"/>
        <source>Winner: %1, with %n point(s)!</source>
        <translation>
            <numerusform>Es gewinnt %1 mit %n Siegpunkt!</numerusform>
            <numerusform>Es gewinnt %1 mit %n Siegpunkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="51"/>
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Auf der Hand: %n Karte</numerusform>
            <numerusform>Auf der Hand: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="53"/>
        <source>places %n house(s)</source>
        <translation>
            <numerusform>setzt %n Haus</numerusform>
            <numerusform>setzt %n Häuser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="55"/>
        <source>no carriage: it needs %n card(s)</source>
        <translation>
            <numerusform>keine Kutsche: braucht %n Karte</numerusform>
            <numerusform>keine Kutsche: braucht %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="57"/>
        <source>Last round: %1 ends the game; %2 still play(s).</source>
        <translation>
            <numerusform>Letzte Runde: %1 beendet das Spiel; %2 ist noch am Zug.</numerusform>
            <numerusform>Letzte Runde: %1 beendet das Spiel; %2 sind noch am Zug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="59"/>
        <source>%n house(s) left</source>
        <translation>
            <numerusform>noch %n Haus</numerusform>
            <numerusform>noch %n Häuser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="61"/>
        <source>%n card(s) in the deck. Drag onto your hand, or click, to draw the top card.</source>
        <translation>
            <numerusform>%n Karte im Nachziehstapel. Auf die Hand ziehen oder anklicken, um die oberste zu ziehen.</numerusform>
            <numerusform>%n Karten im Nachziehstapel. Auf die Hand ziehen oder anklicken, um die oberste zu ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="63"/>
        <source>Top tile: %1; %n tile(s) left.</source>
        <translation>
            <numerusform>Oberstes Plättchen: %1; noch %n Plättchen.</numerusform>
            <numerusform>Oberstes Plättchen: %1; noch %n Plättchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="65"/>
        <source>Discard %n card(s) down to 3: click a card or drag it to the discard pile.</source>
        <translation>
            <numerusform>Wirf %n Karte ab, bis du 3 hast: klicke eine Karte an oder ziehe sie auf den Ablagestapel.</numerusform>
            <numerusform>Wirf %n Karten ab, bis du 3 hast: klicke eine Karte an oder ziehe sie auf den Ablagestapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="67"/>
        <source>Drag a house:
%n left</source>
        <translation>
            <numerusform>Haus ziehen:
noch %n</numerusform>
            <numerusform>Haus ziehen:
noch %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="69"/>
        <source>A route needs at least 3 cards to be scored; yours has %n.</source>
        <translation>
            <numerusform>Eine Route braucht zum Werten mindestens 3 Karten; deine hat %n.</numerusform>
            <numerusform>Eine Route braucht zum Werten mindestens 3 Karten; deine hat %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="71"/>
        <source>%1 scored a route of %n card(s).</source>
        <translation>
            <numerusform>%1 wertet eine Route aus %n Karte.</numerusform>
            <numerusform>%1 wertet eine Route aus %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="73"/>
        <source>Your route of %n card(s) will be discarded without scoring. Start a new route?</source>
        <translation>
            <numerusform>Deine Route aus %n Karte wird ohne Wertung abgeworfen. Neue Route beginnen?</numerusform>
            <numerusform>Deine Route aus %n Karten wird ohne Wertung abgeworfen. Neue Route beginnen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="75"/>
        <source>%1 scored a route of %n card(s) with the Cartwright.</source>
        <translation>
            <numerusform>%1 wertet eine Route aus %n Karte mit dem Wagner.</numerusform>
            <numerusform>%1 wertet eine Route aus %n Karten mit dem Wagner.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="68"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="137"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="139"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="138"/>
        <source>Replay this game</source>
        <translation>Diese Partie nachspielen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="109"/>
        <source>The scores over the game: everyone starts at −%1, a point off for each house not yet placed.</source>
        <translation>Die Punkte im Lauf der Partie: alle beginnen bei −%1, denn jedes noch nicht gebaute Haus kostet einen Punkt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="140"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="141"/>
        <source>The same players again, with a new deal</source>
        <translation>Dieselben Spieler noch einmal, neu gemischt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="142"/>
        <source>Watch this game again, move by move</source>
        <translation>Diese Partie noch einmal ansehen, Zug um Zug</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="143"/>
        <source>Choose the players of a new game</source>
        <translation>Die Spieler einer neuen Partie wählen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="202"/>
        <source>%1 tied; %2 holds the game-end tile and so wins the tie.</source>
        <translation>Gleichstand: %1. Es gewinnt %2 mit dem Spielende-Plättchen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="204"/>
        <source>%1 tied; the tied player who comes soonest after %2 (holder of the game-end tile) wins.</source>
        <translation>Gleichstand: %1. Es gewinnt, wer von ihnen als Erster nach dem Besitzer des Spielende-Plättchens (%2) folgt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="206"/>
        <source>No tie.</source>
        <translation>Kein Gleichstand.</translation>
    </message>
</context>
<context>
    <name>EndTexts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="28"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="32"/>
        <source>point(s)</source>
        <translation>
            <numerusform>Punkt</numerusform>
            <numerusform>Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureWorth</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="26"/>
        <source>It has %n shield(s).</source>
        <translation>
            <numerusform>Sie hat %n Wappen.</numerusform>
            <numerusform>Sie hat %n Wappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="28"/>
        <source>If the game ended now, it would score %n point(s).</source>
        <translation>
            <numerusform>Wenn das Spiel jetzt endete: %n Punkt.</numerusform>
            <numerusform>Wenn das Spiel jetzt endete: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="30"/>
        <source>Once completed, it will score at least %n point(s).</source>
        <translation>
            <numerusform>Fertiggestellt: mindestens %n Punkt.</numerusform>
            <numerusform>Fertiggestellt: mindestens %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="40"/>
        <source>A robber on this road</source>
        <translation>Ein Wegelagerer auf dieser Straße</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="42"/>
        <source>A knight in this city</source>
        <translation>Ein Ritter in dieser Stadt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="44"/>
        <source>A monk in this monastery</source>
        <translation>Ein Mönch in diesem Kloster</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="45"/>
        <source>A farmer on this field</source>
        <translation>Ein Bauer auf dieser Wiese</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="32"/>
        <source>As it stands, it would score %n point(s) at the end of the game.</source>
        <translation>
            <numerusform>Am Spielende, so wie jetzt: %n Punkt.</numerusform>
            <numerusform>Am Spielende, so wie jetzt: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="34"/>
        <source>It scores %n point(s) when this turn ends.</source>
        <translation>
            <numerusform>Am Ende dieses Zuges: %n Punkt.</numerusform>
            <numerusform>Am Ende dieses Zuges: %n Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <location filename="../thurntaxis/taxis/stats.py" line="12"/>
        <source>Longest route scored (cards):</source>
        <translation>Längste gewertete Route (Karten):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/stats.py" line="13"/>
        <source>Largest carriage built:</source>
        <translation>Größte gebaute Kutsche:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="13"/>
        <source>Points from cities (average per game):</source>
        <translation>Punkte für Städte (im Schnitt je Spiel):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="14"/>
        <source>Points from roads (average per game):</source>
        <translation>Punkte für Straßen (im Schnitt je Spiel):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="15"/>
        <source>Points from monasteries (average per game):</source>
        <translation>Punkte für Klöster (im Schnitt je Spiel):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="16"/>
        <source>Points from farms (average per game):</source>
        <translation>Punkte für Wiesen (im Schnitt je Spiel):</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="18"/>
        <source>The file cannot be read (%1).</source>
        <translation>Die Datei lässt sich nicht lesen (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="19"/>
        <source>It is not a file.</source>
        <translation>Das ist keine Datei.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="21"/>
        <source>The file is larger than any saved game (%1 KiB).</source>
        <translation>Die Datei ist größer als jedes gespeicherte Spiel (%1 KiB).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="24"/>
        <source>The file is not text in UTF-8.</source>
        <translation>Die Datei ist kein Text in UTF-8.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="26"/>
        <source>The file is damaged: it is not valid JSON (line %1, column %2).</source>
        <translation>Die Datei ist beschädigt: Sie ist kein gültiges JSON (Zeile %1, Spalte %2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="29"/>
        <source>The file is damaged: its data is nested too deeply.</source>
        <translation>Die Datei ist beschädigt: Ihre Daten sind zu tief verschachtelt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="30"/>
        <source>The file is damaged: a number in it has too many digits.</source>
        <translation>Die Datei ist beschädigt: Eine Zahl darin hat zu viele Ziffern.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="35"/>
        <source>The entry “%1” is missing.</source>
        <translation>Der Eintrag „%1“ fehlt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="36"/>
        <source>The entry “%1” does not belong in a saved game.</source>
        <translation>Der Eintrag „%1“ gehört nicht in ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="37"/>
        <source>The entry “%1” has a value this program cannot use.</source>
        <translation>Der Eintrag „%1“ hat einen Wert, den dieses Programm nicht verwenden kann.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="38"/>
        <source>The name of player %1 is empty.</source>
        <translation>Der Name von Spieler %1 ist leer.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="40"/>
        <source>The name of player %1 is longer than %2 characters.</source>
        <translation>Der Name von Spieler %1 ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="44"/>
        <source>The name of player %1 contains a line break or another control character.</source>
        <translation>Der Name von Spieler %1 enthält einen Zeilenumbruch oder ein anderes Steuerzeichen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="48"/>
        <source>The game has more than %1 moves, more than any game this program plays.</source>
        <translation>Das Spiel hat mehr als %1 Züge, mehr als jedes Spiel dieses Programms.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="51"/>
        <source>The deck in the file is not the game&apos;s 66 city cards.</source>
        <translation>Der Stapel in der Datei besteht nicht aus den 66 Stadtkarten des Spiels.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="52"/>
        <source>The starting player is not one of the players.</source>
        <translation>Der Startspieler ist keiner der Spieler.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="53"/>
        <source>The seats do not match the players.</source>
        <translation>Die Plätze passen nicht zu den Spielern.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="54"/>
        <source>Two players have the same colour.</source>
        <translation>Zwei Spieler haben dieselbe Farbe.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="72"/>
        <source>Move %1 (%2) is not written in the game&apos;s notation.</source>
        <translation>Zug %1 (%2) ist nicht in der Notation des Spiels geschrieben.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="74"/>
        <source>Move %1 (%2) is not allowed in its position.</source>
        <translation>Zug %1 (%2) ist in seiner Stellung nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="82"/>
        <source>It is not a saved game.</source>
        <translation>Das ist kein gespeichertes Spiel.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="62"/>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="187"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="64"/>
        <source>Nothing to undo: only your own moves of this turn that revealed no card.</source>
        <translation>Nichts zurückzunehmen: nur eigene Schritte dieses Zuges, die keine Karte aufgedeckt haben.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="66"/>
        <source>This game has reached %1 moves, the most a saved game can hold. Please start a new game.</source>
        <translation>Dieses Spiel hat %1 Züge erreicht, mehr kann ein gespeichertes Spiel nicht fassen. Bitte beginne ein neues Spiel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="189"/>
        <source>Drop the house on one of the lit cities.</source>
        <translation>Lege das Haus auf eine der leuchtenden Städte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="190"/>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Lege die Karte auf deine Hand, um sie zu ziehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="191"/>
        <source>Drop the card on the discard pile to discard it.</source>
        <translation>Lege die Karte auf den Ablagestapel, um sie abzuwerfen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="192"/>
        <source>Drop the card on a lit end of your route, or on “Start a new route”.</source>
        <translation>Lege die Karte an ein leuchtendes Ende deiner Route oder auf „Neue Route beginnen“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="185"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="347"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="188"/>
        <source>First choose a card of your hand (click it, or press Tab).</source>
        <translation>Wähle zuerst eine Karte deiner Hand (anklicken oder Tab drücken).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="62"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="304"/>
        <source>Computer (%1)</source>
        <translation>Computer (Stufe %1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="306"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="309"/>
        <source>Over the network</source>
        <translation>Über das Netzwerk</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="309"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="321"/>
        <source>%1 · %2 · %3&lt;br&gt;Carriage: %4 · Official this turn: %5</source>
        <translation>%1 · %2 · %3&lt;br&gt;Kutsche: %4 · Amtsperson in diesem Zug: %5</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="468"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="469"/>
        <source>New entries ↓</source>
        <translation>Neue Einträge ↓</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="470"/>
        <source>Show the newest entries of the log.</source>
        <translation>Zeige die neuesten Einträge des Protokolls.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="93"/>
        <source>Play at the left end</source>
        <translation>Links anlegen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="94"/>
        <source>Play at the right end</source>
        <translation>Rechts anlegen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="95"/>
        <source>Start a new route</source>
        <translation>Neue Route beginnen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="148"/>
        <source>Display</source>
        <translation>Auslage</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="149"/>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="150"/>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="151"/>
        <source>Bonus tiles</source>
        <translation>Bonusplättchen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="152"/>
        <source>Carriages</source>
        <translation>Kutschen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="153"/>
        <source>Routes</source>
        <translation>Routen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="154"/>
        <source>Your route</source>
        <translation>Deine Route</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="155"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="176"/>
        <source>Score route</source>
        <translation>Route werten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="177"/>
        <source>Close your route (3 or more cards) and score it. Shortcut: S</source>
        <translation>Schließe deine Route (3 oder mehr Karten) und werte sie. Taste: S</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="178"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="179"/>
        <source>End your turn without scoring. Shortcut: E</source>
        <translation>Beende deinen Zug, ohne zu werten. Taste: E</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="182"/>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="183"/>
        <source>Take back your last move of this turn. Shortcut: Ctrl+Z</source>
        <translation>Nimm deinen letzten Schritt dieses Zuges zurück. Taste: Strg+Z</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="184"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="185"/>
        <source>Show a legal move. Shortcut: H</source>
        <translation>Lass dir einen erlaubten Zug zeigen. Taste: H</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="71"/>
        <source>Drag onto your hand to draw it, or click it.</source>
        <translation>Auf die Hand ziehen oder anklicken, um sie zu nehmen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="125"/>
        <source>Carriage %1: needs a route of %1 cards; worth %2. %3 left.</source>
        <translation>Kutsche %1: braucht eine Route aus mindestens %1 Karten; %2 wert. Noch %3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="221"/>
        <source>Route: %1</source>
        <translation>Route: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="222"/>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="231"/>
        <source>%1, it is your turn</source>
        <translation>%1, du bist am Zug</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="232"/>
        <source>Click here (or press Space) when you are at the screen to see your hand.</source>
        <translation>Klicke hier (oder drücke die Leertaste), wenn du am Bildschirm bist, um deine Hand zu sehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="236"/>
        <source>%1 is playing</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="237"/>
        <source>Every hand stays hidden while the players change places.</source>
        <translation>Alle Handkarten bleiben verdeckt, während die Spieler die Plätze tauschen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="270"/>
        <source>Drag to an end of your route, or click and then click a lit place.</source>
        <translation>Ziehe sie an ein Ende deiner Route oder klicke sie und dann einen leuchtenden Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="278"/>
        <source>Drag a house onto a lit city, or click the city.</source>
        <translation>Ziehe ein Haus auf eine leuchtende Stadt oder klicke die Stadt an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/prompt.py" line="193"/>
        <source>Where do your houses go?</source>
        <translation>Wohin kommen deine Häuser?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="56"/>
        <source>One in each land</source>
        <translation>Eines in jedem Land</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="56"/>
        <source>one house per land of the route</source>
        <translation>ein Haus je Land der Route</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="58"/>
        <source>%1: all route cities</source>
        <translation>%1: alle Routenstädte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="59"/>
        <source>every route city of this land</source>
        <translation>jede Routenstadt dieses Landes</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="69"/>
        <source>Point at an option to see the cities that get houses; click to choose it.</source>
        <translation>Zeige auf eine Möglichkeit, um die Städte mit Häusern zu sehen; klicke, um sie zu wählen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="138"/>
        <source>Postmaster</source>
        <translation>Postmeister</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="139"/>
        <source>Administrator</source>
        <translation>Amtmann</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="140"/>
        <source>Postal carrier</source>
        <translation>Postillion</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="141"/>
        <source>Cartwright</source>
        <translation>Wagner</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="159"/>
        <source>Postmaster: after your first draw, draw a second card.</source>
        <translation>Postmeister: nach der ersten Karte eine zweite ziehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="160"/>
        <source>Administrator: before drawing, replace all six display cards with new ones.</source>
        <translation>Amtmann: vor dem Ziehen alle sechs Karten der Auslage austauschen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="161"/>
        <source>Postal carrier: after playing a card, play a second one at an end of your route.</source>
        <translation>Postillion: nach dem Auslegen eine zweite Karte an ein Routenende legen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="164"/>
        <source>Cartwright: score your route as if it were two cards longer, for the carriage only.</source>
        <translation>Wagner: beim Werten zählt die Route für die Kutsche zwei Karten länger.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="173"/>
        <source>Route of 5</source>
        <translation>Routenlänge 5</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="174"/>
        <source>Route of 6</source>
        <translation>Routenlänge 6</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="175"/>
        <source>Route of 7+</source>
        <translation>Routenlänge 7+</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="176"/>
        <source>All lands</source>
        <translation>Alle Länder</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="177"/>
        <source>Game end</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="191"/>
        <source>For scoring a route of 7 or more cards.</source>
        <translation>Für das Werten einer Route aus 7 oder mehr Karten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="196"/>
        <source>For a house in every land.</source>
        <translation>Für ein Haus in jedem Land.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="209"/>
        <source>No tiles left.</source>
        <translation>Keine Plättchen mehr.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="212"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="218"/>
        <source>Bonus tile: %1</source>
        <translation>Bonusplättchen: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="232"/>
        <source>Your hand is empty: the Postmaster lets you draw two cards. Draw a card.</source>
        <translation>Deine Hand ist leer: Der Postmeister lässt dich zwei Karten ziehen. Ziehe eine Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="234"/>
        <source>Draw your second card.</source>
        <translation>Ziehe deine zweite Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="236"/>
        <source>Draw a card from the display.</source>
        <translation>Ziehe eine Karte aus der Auslage.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="238"/>
        <source>Draw a card from the display or the deck.</source>
        <translation>Ziehe eine Karte aus der Auslage oder vom Stapel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="244"/>
        <source>Play a card at an end of your route (or start a new route).</source>
        <translation>Lege eine Karte an ein Ende deiner Route (oder beginne eine neue Route).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="246"/>
        <source>No card of your hand fits your route: start a new route.</source>
        <translation>Keine Karte deiner Hand passt an deine Route: Beginne eine neue Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="247"/>
        <source>Start your route with a card of your hand.</source>
        <translation>Beginne deine Route mit einer Karte deiner Hand.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="251"/>
        <source>Score your route, call an official, or end your turn.</source>
        <translation>Werte deine Route, rufe eine Amtsperson oder beende deinen Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="380"/>
        <source>Carriage %1: %2</source>
        <translation>Kutsche %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="384"/>
        <source>No carriage yet: 0</source>
        <translation>Noch keine Kutsche: 0</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="391"/>
        <source>Points won: %1</source>
        <translation>Gewonnene Punkte: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="395"/>
        <source>Houses still to place: %1 (each counts −1 at the end)</source>
        <translation>Noch zu bauende Häuser: %1 (jedes zählt am Ende −1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="398"/>
        <source>Score if the game ended now: %1</source>
        <translation>Stand, wenn das Spiel jetzt endete: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="394"/>
        <source>Bonus tiles: %1 (%2)</source>
        <translation>Bonusplättchen: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="414"/>
        <source>Last round: %1 ends the game; this is the last turn.</source>
        <translation>Letzte Runde: %1 beendet das Spiel; dies ist der letzte Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="418"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="428"/>
        <source>carriage %1</source>
        <translation>Kutsche %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="430"/>
        <source>no carriage: you have the last one</source>
        <translation>keine Kutsche: du hast schon die letzte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="438"/>
        <source>you choose where</source>
        <translation>du wählst, wo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="442"/>
        <source>tiles: %1</source>
        <translation>Plättchen: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="442"/>
        <source>no tile</source>
        <translation>kein Plättchen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="241"/>
        <source>Postal carrier: play a second card at an end of your route.</source>
        <translation>Postillion: lege eine zweite Karte an ein Ende deiner Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="258"/>
        <source>Choose where your houses go: one in each land, or every city of one land.</source>
        <translation>Wähle, wohin deine Häuser kommen: eines in jedem Land oder in jede Stadt eines Landes.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="260"/>
        <source>Place your houses on the highlighted cities.</source>
        <translation>Setze deine Häuser in die hervorgehobenen Städte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="226"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="187"/>
        <source>For scoring a route of 5 cards.</source>
        <translation>Für das Werten einer Route aus 5 Karten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="189"/>
        <source>For scoring a route of 6 cards.</source>
        <translation>Für das Werten einer Route aus 6 Karten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="195"/>
        <source>For a house in every land (%1 does not count).</source>
        <translation>Für ein Haus in jedem Land (%1 zählt nicht).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="198"/>
        <source>For the first player to place every house or take carriage 7: the game ends after that round.</source>
        <translation>Für den ersten Spieler, der alle Häuser setzt oder die Kutsche 7 nimmt: Das Spiel endet nach dieser Runde.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="202"/>
        <source>For a house in every city of both these lands.</source>
        <translation>Für ein Haus in jeder Stadt beider Länder.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="203"/>
        <source>For a house in every city of this land.</source>
        <translation>Für ein Haus in jeder Stadt dieses Landes.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="239"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="271"/>
        <source>Draw a card from the deck.</source>
        <translation>Ziehe eine Karte vom Nachziehstapel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="253"/>
        <source>Score your route or end your turn.</source>
        <translation>Werte deine Route oder beende deinen Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="255"/>
        <source>Call the Postal carrier or end your turn.</source>
        <translation>Rufe den Postillion oder beende deinen Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="272"/>
        <source>Take %1 from the display.</source>
        <translation>Nimm %1 aus der Auslage.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="274"/>
        <source>Call the Administrator for a new display.</source>
        <translation>Rufe den Amtmann für eine neue Auslage.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="276"/>
        <source>Call the Postmaster and draw a second card.</source>
        <translation>Rufe den Postmeister und ziehe eine zweite Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="278"/>
        <source>Call the Postal carrier and play a second card.</source>
        <translation>Rufe den Postillion und lege eine zweite Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="281"/>
        <source>Play %1 at the left end of your route.</source>
        <translation>Lege %1 links an deine Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="282"/>
        <source>Play %1 at the right end of your route.</source>
        <translation>Lege %1 rechts an deine Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="284"/>
        <source>Start a new route with %1.</source>
        <translation>Beginne eine neue Route mit %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="287"/>
        <source>Score your route with the Cartwright.</source>
        <translation>Werte deine Route mit dem Wagner.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="288"/>
        <source>Score your route.</source>
        <translation>Werte deine Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="256"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="290"/>
        <source>End your turn.</source>
        <translation>Beende deinen Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="292"/>
        <source>Place one house in each land of your route.</source>
        <translation>Setze ein Haus in jedes Land deiner Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="294"/>
        <source>Place houses in every city of %1 on your route.</source>
        <translation>Setze Häuser in jede Stadt deiner Route in %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="296"/>
        <source>Place a house in %1.</source>
        <translation>Setze ein Haus in %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="298"/>
        <source>Discard %1.</source>
        <translation>Wirf %1 ab.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/advicedrawing.py" line="126"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/advicedrawing.py" line="145"/>
        <source>%1 played: %2 Expert&apos;s advice: %3</source>
        <translation>%1 spielte: %2 Rat des Experten: %3</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../thurntaxis/games.py" line="265"/>
        <source>Thurn and Taxis</source>
        <translation>Thurn und Taxis</translation>
    </message>
    <message>
        <location filename="../thurntaxis/games.py" line="275"/>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="52"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="128"/>
        <source>Players: %1–%2</source>
        <translation>Spieler: %1–%2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="134"/>
        <source>Length: about %1 minutes</source>
        <translation>Spieldauer: etwa %1 Minuten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="297"/>
        <source>Welcome! New to a game? Learn to play starts a short guided game that shows you every step of a turn. You can leave it at any time.</source>
        <translation>Willkommen! Ein Spiel ist neu für Sie? „Spielen lernen“ startet eine kurze geführte Partie, die jeden Schritt eines Zuges zeigt. Sie können sie jederzeit verlassen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/homedoor.py" line="111"/>
        <source>Players: %1. Moves played: %2.</source>
        <translation>Spieler: %1. Gespielte Züge: %2.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="55"/>
        <source>Host a network game</source>
        <translation>Netzwerkspiel leiten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="79"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="82"/>
        <source>&amp;Players:</source>
        <translation>Spiele&amp;r:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="83"/>
        <source>Alex</source>
        <translation>Alex</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="85"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="96"/>
        <source>any free port</source>
        <translation>beliebiger freier Port</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="97"/>
        <source>Po&amp;rt:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="100"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Beitrittscode:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="105"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="106"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="108"/>
        <source>A player who lost the connection may come back; after this wait the computer plays the seat.</source>
        <translation>Wer die Verbindung verliert, kann zurückkommen; nach dieser Wartezeit übernimmt der Computer den Platz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="110"/>
        <source>&amp;Computer takes a lost seat after:</source>
        <translation>&amp;Computer übernimmt Platz nach:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="113"/>
        <source>&amp;Open the game to friends</source>
        <translation>Spiel für Freunde ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="115"/>
        <location filename="../thurntaxis/netui/hostdialog.py" line="294"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="146"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="147"/>
        <source>A person on another machine</source>
        <translation>Eine Person an einem anderen Rechner</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="149"/>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="153"/>
        <source>Seat %1:</source>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Bruno</source>
        <translation>Bruno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Clara</source>
        <translation>Clara</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Emil</source>
        <translation>Emil</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="183"/>
        <source>Please give your name.</source>
        <translation>Bitte gib deinen Namen an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="185"/>
        <source>The join code needs letters or digits (no accents).</source>
        <translation>Der Beitrittscode braucht Buchstaben oder Ziffern (ohne Umlaute und Akzente).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="188"/>
        <source>The join code needs at least %1 letters or digits, so that nobody can guess it.</source>
        <translation>Der Beitrittscode braucht mindestens %1 Buchstaben oder Ziffern, damit niemand ihn errät.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="193"/>
        <source>Choose at least one seat for a person on another machine.</source>
        <translation>Wähle mindestens einen Platz für eine Person an einem anderen Rechner.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="200"/>
        <source>Cannot open port %1: %2</source>
        <translation>Port %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="218"/>
        <source>This hosted game is over: there is nothing to resume.</source>
        <translation>Dieses geleitete Spiel ist vorbei: Es gibt nichts fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="222"/>
        <source>Resume the hosted game</source>
        <translation>Geleitetes Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="231"/>
        <source>Cannot open a port: %1</source>
        <translation>Es lässt sich kein Port öffnen: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="234"/>
        <source>Port %1 is taken: the game is open on port %2 instead. Tell your friends the new address.</source>
        <translation>Port %1 ist belegt: Das Spiel ist stattdessen auf Port %2 offen. Nenne deinen Freunden die neue Adresse.</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="237"/>
        <source>%1, after %n move(s): your friends come back to their seats with this address and code.</source>
        <translation>
            <numerusform>%1, nach %n Zug: Deine Freunde kommen mit dieser Adresse und diesem Code auf ihre Plätze zurück.</numerusform>
            <numerusform>%1, nach %n Zügen: Deine Freunde kommen mit dieser Adresse und diesem Code auf ihre Plätze zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="252"/>
        <source>The game cannot be kept for resuming later in %1 (%2).</source>
        <translation>Das Spiel kann nicht in %1 aufbewahrt werden, um es später fortzusetzen (%2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="279"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="285"/>
        <source>Co&amp;mputer plays this seat</source>
        <translation>Computer spielt &amp;diesen Platz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="287"/>
        <source>Let a computer player take the chosen seat of a friend who is not back.</source>
        <translation>Den gewählten Platz eines Freundes, der nicht zurück ist, dem Computer überlassen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="292"/>
        <source>&amp;Start the game</source>
        <translation>Spiel s&amp;tarten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="304"/>
        <source>Tell your friends one of these addresses and the join code %1 (Game → Join a network game):</source>
        <translation>Nenne deinen Freunden eine dieser Adressen und den Beitrittscode %1 (Spiel → Einem Netzwerkspiel beitreten):</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="316"/>
        <source>Waiting for %n player(s) to join…</source>
        <translation>
            <numerusform>Warte, bis %n Spieler beitritt…</numerusform>
            <numerusform>Warte, bis %n Spieler beitreten…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="318"/>
        <source>Waiting for %n player(s) to come back…</source>
        <translation>
            <numerusform>Warte, bis %n Spieler zurückkommt…</numerusform>
            <numerusform>Warte, bis %n Spieler zurückkommen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="320"/>
        <source>Every seat is taken.</source>
        <translation>Alle Plätze sind besetzt.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../thurntaxis/shell/howtoplay.py" line="121"/>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="52"/>
        <source>Join a network game</source>
        <translation>Einem Netzwerkspiel beitreten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="56"/>
        <source>&amp;Address of the host:</source>
        <translation>&amp;Adresse des Gastgebers:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="59"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Beitrittscode:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="60"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="62"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="69"/>
        <source>&amp;Join</source>
        <translation>Bei&amp;treten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="71"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="83"/>
        <source>Write the host&apos;s address as HOST:PORT, for example 192.168.1.20:7311.</source>
        <translation>Schreib die Adresse des Gastgebers als HOST:PORT, zum Beispiel 192.168.1.20:7311.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="87"/>
        <source>Please give the join code the host told you.</source>
        <translation>Bitte gib den Beitrittscode an, den dir der Gastgeber genannt hat.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="101"/>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="118"/>
        <source>You have joined as seat %1. Waiting for the host to start the game…</source>
        <translation>Du bist auf Platz %1 beigetreten. Warte, bis der Gastgeber das Spiel startet…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="154"/>
        <source>The connection to the host ended.</source>
        <translation>Die Verbindung zum Gastgeber ist beendet.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="73"/>
        <source>%1 placed houses in %2.</source>
        <translation>%1 baut Häuser in %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="76"/>
        <source>%1 took the “%2” bonus tile (%3).</source>
        <translation>%1 nimmt das Bonusplättchen „%2“ (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="82"/>
        <source>%1 took carriage %2.</source>
        <translation>%1 nimmt die Kutsche %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="84"/>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation>Der Ablagestapel wurde zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="86"/>
        <source>%1 had no cards: the Postmaster is called automatically.</source>
        <translation>%1 hat keine Karten auf der Hand: Der Postmeister hilft automatisch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="88"/>
        <source>%1 took back a move.</source>
        <translation>%1 nimmt einen Schritt zurück.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="90"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="92"/>
        <source>A computer player failed; it plays a plain legal move instead.</source>
        <translation>Ein Computerspieler ist gescheitert; er macht stattdessen einen einfachen erlaubten Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="94"/>
        <source>A new game begins: %1.</source>
        <translation>Ein neues Spiel beginnt: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="96"/>
        <source>A game of %1, continued:</source>
        <translation>Das Spiel geht weiter. Es spielen: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="106"/>
        <source>%1 drew a card from the deck.</source>
        <translation>%1 zieht eine Karte vom Nachziehstapel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="107"/>
        <source>%1 took %2 from the display.</source>
        <translation>%1 nimmt %2 aus der Auslage.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="109"/>
        <source>%1 called the Administrator: a new display.</source>
        <translation>%1 ruft den Amtmann: eine neue Auslage.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="111"/>
        <source>%1 called the Postmaster to draw a second card.</source>
        <translation>%1 ruft den Postmeister, um eine zweite Karte zu ziehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="113"/>
        <source>%1 called the Postal carrier to play a second card.</source>
        <translation>%1 ruft den Postillion, um eine zweite Karte zu legen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="115"/>
        <source>%1 played %2 at the left end of the route.</source>
        <translation>%1 legt %2 links an die Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="117"/>
        <source>%1 played %2 at the right end of the route.</source>
        <translation>%1 legt %2 rechts an die Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="120"/>
        <source>%1 discarded the route and started a new one with %2.</source>
        <translation>%1 wirft die Route ab und beginnt eine neue mit %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="121"/>
        <source>%1 started a route with %2.</source>
        <translation>%1 beginnt eine Route mit %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="127"/>
        <source>%1 ended the turn.</source>
        <translation>%1 beendet den Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="129"/>
        <source>%1 chose one house in each land.</source>
        <translation>%1 wählt ein Haus in jedem Land.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="131"/>
        <source>%1 chose every city of %2.</source>
        <translation>%1 wählt jede Stadt in %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="133"/>
        <source>%1 placed a house in %2.</source>
        <translation>%1 baut ein Haus in %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="135"/>
        <source>%1 discarded %2.</source>
        <translation>%1 wirft %2 ab.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="12"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="13"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="14"/>
        <source>&amp;Open saved game…</source>
        <translation>Gespeichertes Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="15"/>
        <source>&amp;Save game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="18"/>
        <source>Res&amp;ume the hosted game…</source>
        <translation>&amp;Geleitetes Netzwerkspiel fortsetzen…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="19"/>
        <source>&amp;Replay a game…</source>
        <translation>&amp;Partie nachspielen…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="20"/>
        <source>Replay the &amp;last finished game</source>
        <translation>&amp;Letzte beendete Partie nachspielen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="21"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="22"/>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="23"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="24"/>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="36"/>
        <source>&amp;About…</source>
        <translation>Ü&amp;ber…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="20"/>
        <source>Draw from the &amp;deck</source>
        <translation>Vom &amp;Stapel ziehen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="21"/>
        <source>Call the &amp;Postmaster</source>
        <translation>&amp;Postmeister rufen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="22"/>
        <source>Call the &amp;Administrator</source>
        <translation>&amp;Amtmann rufen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="23"/>
        <source>Call the Postal &amp;carrier</source>
        <translation>Post&amp;illion rufen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="24"/>
        <source>Next card of the hand</source>
        <translation>Nächste Karte der Hand</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="25"/>
        <source>Previous card of the hand</source>
        <translation>Vorige Karte der Hand</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="26"/>
        <source>Play the chosen card at the &amp;left end</source>
        <translation>Gewählte Karte &amp;links anlegen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="27"/>
        <source>Play the chosen card at the &amp;right end</source>
        <translation>Gewählte Karte &amp;rechts anlegen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="28"/>
        <source>Start a &amp;new route with the chosen card</source>
        <translation>&amp;Neue Route mit der gewählten Karte beginnen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="29"/>
        <source>Pick the n-th choice (display card, house option, city, card)</source>
        <translation>n-te Wahl treffen (Auslagekarte, Häuser-Option, Stadt, Karte): Tasten 1–9</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="32"/>
        <source>&amp;Score route</source>
        <translation>Route &amp;werten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="33"/>
        <source>Score with the Cart&amp;wright</source>
        <translation>Mit dem Wa&amp;gner werten</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="34"/>
        <source>&amp;End turn</source>
        <translation>Zug b&amp;eenden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="25"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="26"/>
        <source>&amp;Hint: show a legal move</source>
        <translation>&amp;Tipp: einen erlaubten Zug zeigen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="35"/>
        <source>Show my hand</source>
        <translation>Meine Karten zeigen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="27"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="28"/>
        <source>Ho&amp;me page</source>
        <translation>S&amp;tartseite</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="29"/>
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="30"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="31"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="32"/>
        <source>Pla&amp;yers and log beside the table</source>
        <translation>&amp;Spieler und Protokoll neben dem Tisch</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="33"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="34"/>
        <source>&amp;How to play</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="35"/>
        <source>&amp;Learn to play (a guided game)</source>
        <translation>Spielen &amp;lernen (geführte Partie)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="276"/>
        <source>The final scoring is beside the table.</source>
        <translation>Die Schlusswertung steht neben dem Tisch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="266"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="53"/>
        <source>Nothing will be kept</source>
        <translation>Nichts wird aufbewahrt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="54"/>
        <source>Settings and the game in progress cannot be kept in %1 (%2). You can play, and save the game with Game → Save game.</source>
        <translation>Einstellungen und das laufende Spiel können nicht im Ordner %1 aufbewahrt werden (%2). Du kannst spielen und das Spiel mit Spiel → Spiel speichern sichern.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="93"/>
        <source>the earlier game could not be set aside</source>
        <translation>das frühere Spiel ließ sich nicht beiseitelegen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="169"/>
        <location filename="../thurntaxis/shell/gameplay.py" line="179"/>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="170"/>
        <source>You leave the network game. The host keeps it, and your seat in it. Leave it?</source>
        <translation>Du verlässt das Netzwerkspiel. Der Gastgeber behält es und deinen Platz darin. Verlassen?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="180"/>
        <source>The game in progress will be lost unless you save it first. Leave it?</source>
        <translation>Das laufende Spiel geht verloren, wenn du es nicht zuerst speicherst. Verlassen?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="112"/>
        <source>A network game is saved by its host, not here.</source>
        <translation>Ein Netzwerkspiel speichert sein Gastgeber, nicht dieser Rechner.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="117"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="130"/>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Spiele (*.json)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="147"/>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="148"/>
        <source>The game could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="154"/>
        <source>Game saved to %1.</source>
        <translation>Spiel gespeichert: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="162"/>
        <source>Open saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="186"/>
        <source>Cannot open the saved game</source>
        <translation>Das gespeicherte Spiel lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="187"/>
        <source>%1 is not a saved game this program can continue.

Reason: %2</source>
        <translation>Die Datei %1 ist kein gespeichertes Spiel, das dieses Programm fortsetzen kann.

Grund: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="180"/>
        <source>Game loaded from %1.</source>
        <translation>Spiel geladen: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="74"/>
        <source>Replay a game</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="87"/>
        <source>%1 is not a game record this program can replay.</source>
        <translation>Die Datei %1 ist keine Spielaufzeichnung, die dieses Programm nachspielen kann.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="113"/>
        <source>The last finished game cannot be replayed.</source>
        <translation>Die letzte beendete Partie lässt sich nicht nachspielen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="117"/>
        <source>No game has been finished yet.</source>
        <translation>Es wurde noch keine Partie beendet.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="144"/>
        <source>The game of %1 cannot be replayed.</source>
        <translation>Die Partie von %1 lässt sich nicht nachspielen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="151"/>
        <source>This game cannot be replayed yet.</source>
        <translation>Dieses Spiel lässt sich noch nicht nachspielen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="202"/>
        <source>The game cannot be played from here.</source>
        <translation>Ab hier kann das Spiel nicht weitergespielt werden.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="227"/>
        <source>Cannot replay the game</source>
        <translation>Die Partie lässt sich nicht nachspielen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="228"/>
        <source>Reason: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/window.py" line="317"/>
        <source>Game not kept</source>
        <translation>Spiel nicht aufbewahrt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/window.py" line="319"/>
        <source>The game in progress could not be kept for the next start (%1). Save it to a file of your choice before quitting?</source>
        <translation>Das laufende Spiel konnte nicht für den nächsten Start aufbewahrt werden (%1). Vor dem Beenden in einer Datei deiner Wahl speichern?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="212"/>
        <source>%1 is playing…</source>
        <translation>%1 ist am Zug…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="217"/>
        <source>%1, it is your turn: click the covered hand when you are ready.</source>
        <translation>%1, du bist am Zug: Klicke auf die verdeckten Karten, wenn du bereit bist.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="153"/>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="258"/>
        <source>Start a new route?</source>
        <translation>Neue Route beginnen?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="269"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="205"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="209"/>
        <source>Waiting for %1 to move (over the network)…</source>
        <translation>Warten auf den Zug von %1 (über das Netzwerk)…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="274"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn du am Zug bist.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="279"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="270"/>
        <source>Watch the game again, move by move?</source>
        <translation>Die Partie noch einmal Zug für Zug ansehen?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="16"/>
        <source>&amp;Host a network game…</source>
        <translation>Netz&amp;werkspiel leiten…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="17"/>
        <source>&amp;Join a network game…</source>
        <translation>Einem Netzwerkspiel be&amp;itreten…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/i18n.py" line="178"/>
        <source>Thurn and Taxis &amp; Carcassonne</source>
        <translation>Thurn und Taxis &amp; Carcassonne</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="199"/>
        <source>Mira</source>
        <translation>Mira</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="200"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="201"/>
        <source>Bruno</source>
        <translation>Bruno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="202"/>
        <source>Clara</source>
        <translation>Clara</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="203"/>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="50"/>
        <source>Over the network:</source>
        <translation>Übers Netzwerk:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="61"/>
        <source>%1 plays from another machine and is connected.</source>
        <translation>%1 spielt an einem anderen Rechner und ist verbunden.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="65"/>
        <source>%1 plays from another machine and is not connected: the game waits for them.</source>
        <translation>%1 spielt an einem anderen Rechner und ist nicht verbunden: Das Spiel wartet.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="15"/>
        <source>The host runs another version of the program.</source>
        <translation>Der Gastgeber hat eine andere Version des Programms.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="16"/>
        <source>The join code is wrong.</source>
        <translation>Der Beitrittscode ist falsch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="17"/>
        <source>The host does not know the seat you came back to.</source>
        <translation>Der Gastgeber kennt den Platz nicht, zu dem du zurückkehrst.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="18"/>
        <source>Every seat of this game is taken.</source>
        <translation>Alle Plätze dieses Spiels sind besetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="19"/>
        <source>Please give your name.</source>
        <translation>Bitte gib deinen Namen an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="20"/>
        <source>This game is over.</source>
        <translation>Dieses Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="21"/>
        <source>Another player at this table has that name.</source>
        <translation>Ein anderer Spieler an diesem Tisch hat schon diesen Namen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="22"/>
        <source>The host is busy: too many wrong codes came lately. Try again in a minute.</source>
        <translation>Der Gastgeber ist beschäftigt: Zuletzt kamen zu viele falsche Codes. Versuche es in einer Minute noch einmal.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="26"/>
        <source>The host refused to seat you.</source>
        <translation>Der Gastgeber hat dich nicht aufgenommen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="31"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="33"/>
        <source>waiting for a player…</source>
        <translation>wartet auf einen Spieler…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="36"/>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="38"/>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="42"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="44"/>
        <source>host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/play.py" line="77"/>
        <source>Host the game again?</source>
        <translation>Spiel erneut leiten?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/play.py" line="78"/>
        <source>You were hosting this game over the network. Host it again for the same friends? They come back to their seats with the same address and join code.

No: you play on here, and the computer plays their seats.</source>
        <translation>Du hast dieses Spiel im Netzwerk geleitet. Es erneut für dieselben Freunde leiten? Sie kommen mit derselben Adresse und demselben Beitrittscode auf ihre Plätze zurück.

Nein: Du spielst hier weiter, und der Computer spielt ihre Plätze.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostresume.py" line="53"/>
        <source>Cannot resume the hosted game</source>
        <translation>Das geleitete Spiel lässt sich nicht fortsetzen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostresume.py" line="61"/>
        <source>The hosted game kept in %1 cannot be resumed: %2</source>
        <translation>Das in %1 aufbewahrte geleitete Spiel lässt sich nicht fortsetzen: %2</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="33"/>
        <source>The host has gone away: the game cannot go on. The table stays as it was.</source>
        <translation>Der Gastgeber ist weg: Das Spiel kann nicht weitergehen. Der Tisch bleibt, wie er war.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="36"/>
        <source>The host cannot be reached: nobody hosts a game at that address.</source>
        <translation>Der Gastgeber ist nicht erreichbar: Unter dieser Adresse leitet niemand ein Spiel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="37"/>
        <source>The host sent something that is not a message of this program: the game has ended here.</source>
        <translation>Der Gastgeber hat etwas geschickt, das keine Nachricht dieses Programms ist: Hier ist das Spiel zu Ende.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="40"/>
        <source>The host has closed the game to this seat.</source>
        <translation>Der Gastgeber hat das Spiel für diesen Platz geschlossen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="48"/>
        <source>The host runs another version of the program.</source>
        <translation>Der Gastgeber verwendet eine andere Version des Programms.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="49"/>
        <source>The join code is wrong.</source>
        <translation>Der Beitrittscode ist falsch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="50"/>
        <source>This game does not know the seat to come back to.</source>
        <translation>Dieses Spiel kennt den Platz nicht, zu dem du zurückkehren willst.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="51"/>
        <source>Every seat of this game is taken.</source>
        <translation>Alle Plätze dieses Spiels sind besetzt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="52"/>
        <source>The host does not accept this name.</source>
        <translation>Der Gastgeber nimmt diesen Namen nicht an.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="53"/>
        <source>This game is over.</source>
        <translation>Dieses Spiel ist schon vorbei.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="54"/>
        <source>Another player at this table has that name.</source>
        <translation>Ein anderer Spieler an diesem Tisch hat schon diesen Namen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="55"/>
        <source>The host is busy: too many wrong codes came lately. Try again in a minute.</source>
        <translation>Der Gastgeber ist beschäftigt: Zuletzt kamen zu viele falsche Codes. Versuche es in einer Minute noch einmal.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="56"/>
        <source>Your seat has been taken up on another connection with your seat&apos;s key (another window of yours?). This window no longer plays it.</source>
        <translation>Dein Platz wurde über eine andere Verbindung mit dem Schlüssel deines Platzes übernommen (ein anderes Fenster von dir?). Dieses Fenster spielt ihn nicht mehr.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="62"/>
        <source>The host refused to seat you (%1).</source>
        <translation>Der Gastgeber hat dir keinen Platz gegeben (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="68"/>
        <source>The host had moved on: your move came too late. The table shows the game as it is now.</source>
        <translation>Beim Gastgeber ging das Spiel schon weiter: Dein Zug kam zu spät. Der Tisch zeigt das Spiel, wie es jetzt steht.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="71"/>
        <source>The host did not accept that move (%1).</source>
        <translation>Der Gastgeber hat diesen Zug nicht angenommen (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="106"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="149"/>
        <source>%1 has lost the connection.</source>
        <translation>%1 hat die Verbindung verloren.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="151"/>
        <source>%1 is back at the table.</source>
        <translation>%1 ist wieder am Tisch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="168"/>
        <source>Winner: %1</source>
        <translation>Gewinner: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="169"/>
        <source>The network game of %1 is over</source>
        <translation>Das Netzwerkspiel %1 ist zu Ende</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="185"/>
        <source>The connection to the host broke: coming back to the table…</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen: Du kehrst an den Tisch zurück…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="189"/>
        <source>Back at the table.</source>
        <translation>Wieder am Tisch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="216"/>
        <source>The host plays a game this program does not play.</source>
        <translation>Der Gastgeber spielt ein Spiel, das dieses Programm nicht kennt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="234"/>
        <source>Waiting for the host to start the game…</source>
        <translation>Warte, bis der Gastgeber das Spiel startet…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="62"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Play</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="155"/>
        <source>Alex</source>
        <translation>Alex</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="156"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="157"/>
        <source>Bruno</source>
        <translation>Bruno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="158"/>
        <source>Clara</source>
        <translation>Clara</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="91"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="92"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="12"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="13"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="14"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="15"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="26"/>
        <source>All nine lands (rulebooks)</source>
        <translation>Alle neun Länder (Spielregeln)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="70"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="33"/>
        <source>All lands outside Baiern (first edition)</source>
        <translation>Alle Länder außer Baiern (Erstauflage)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="22"/>
        <source>All-lands tile:</source>
        <translation>Alle-Länder-Plättchen:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="118"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="119"/>
        <source>Seed (optional):</source>
        <translation>Startwert (optional):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="126"/>
        <source>Start</source>
        <translation>Los</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="127"/>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="146"/>
        <source>%1 — a new game</source>
        <translation>%1&#xa0;— ein neues Spiel</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="148"/>
        <source>%1 to %2 players: tick the seats that play, and choose who plays each one.</source>
        <translation>%1 bis %2 Spieler: Kreuze die Plätze an, die mitspielen, und wähle, wer auf jedem spielt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="159"/>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="34"/>
        <source>The tile goes to the first player with a house in every land but Baiern (eight lands).</source>
        <translation>Das Plättchen bekommt, wer zuerst in jedem Land außer Baiern ein Haus hat (acht Länder).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="27"/>
        <source>The tile goes to the first player with a house in each of the nine lands.</source>
        <translation>Das Plättchen bekommt, wer zuerst in jedem der neun Länder ein Haus hat.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="221"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="246"/>
        <source>Each player needs a colour of their own.</source>
        <translation>Jeder Spieler braucht eine eigene Farbe.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="251"/>
        <source>The seed must be a whole number of up to %1 digits, or empty for a random game.</source>
        <translation>Der Startwert muss eine ganze Zahl mit höchstens %1 Ziffern sein oder leer für ein zufälliges Spiel.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="108"/>
        <source>Carriage %1</source>
        <translation>Kutsche %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="108"/>
        <source>Carriage</source>
        <translation>Kutsche</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="113"/>
        <source>Bonus tiles</source>
        <translation>Bonusplättchen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="116"/>
        <source>Houses placed</source>
        <translation>Gebaute Häuser</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="117"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="120"/>
        <source>Houses not placed</source>
        <translation>Nicht gebaute Häuser</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="145"/>
        <source>Longest route scored</source>
        <translation>Längste gewertete Route</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="164"/>
        <source>Score = carriage + bonus tiles − one point per house not placed</source>
        <translation>Punkte = Kutsche + Bonusplättchen − ein Punkt je nicht gebautem Haus</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../thurntaxis/shell/qtwords.py" line="13"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/qtwords.py" line="14"/>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="304"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="305"/>
        <source>%1 is not on the display.</source>
        <translation>%1 liegt nicht in der Auslage.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="306"/>
        <source>There is no card left to draw.</source>
        <translation>Es ist keine Karte mehr zum Ziehen da.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="308"/>
        <source>You have already called an official this turn; one official per turn.</source>
        <translation>Du hast in diesem Zug schon eine Amtsperson gerufen; eine Amtsperson pro Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="311"/>
        <source>The Administrator must be called before you draw.</source>
        <translation>Der Amtmann muss vor dem Ziehen gerufen werden.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="313"/>
        <source>The Postmaster gives a second card: draw your first card before calling him.</source>
        <translation>Der Postmeister gibt eine zweite Karte: ziehe zuerst deine erste.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="316"/>
        <source>The Postmaster can only be called before you play a card.</source>
        <translation>Der Postmeister kann nur vor dem Auslegen gerufen werden.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="317"/>
        <source>%1 is not in your hand.</source>
        <translation>%1 ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="318"/>
        <source>You have no route yet: start one with any card.</source>
        <translation>Du hast noch keine Route: beginne eine mit beliebiger Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="319"/>
        <source>%1 is already in your route.</source>
        <translation>%1 ist schon in deiner Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="19"/>
        <source>%1 has no road to %2, the left end of your route, nor to %3, its right end.</source>
        <translation>%1 hat keine Straße nach %2, dem linken Ende deiner Route, und auch nicht nach %3, dem rechten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="23"/>
        <source>%1 has no road to %2, the right end of your route, nor to %3, its left end.</source>
        <translation>%1 hat keine Straße nach %2, dem rechten Ende deiner Route, und auch nicht nach %3, dem linken.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="27"/>
        <source>%1 has no road to %2, the left end of your route; it could go at the right end, after %3.</source>
        <translation>%1 hat keine Straße nach %2, dem linken Ende deiner Route, aber nach %3, dem rechten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="33"/>
        <source>%1 has no road to %2, the right end of your route; it could go at the left end, before %3.</source>
        <translation>%1 hat keine Straße nach %2, dem rechten Ende deiner Route, aber nach %3, dem linken.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="38"/>
        <source>%1 has no road to %2, the city of your route.</source>
        <translation>%1 hat keine Straße nach %2, der Stadt deiner Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="40"/>
        <source>%1 cannot start a new route: the Postal carrier&apos;s card must go at an end of your route.</source>
        <translation>Mit %1 kannst du keine neue Route beginnen: Die Karte des Postillions muss deine Route an einem Ende verlängern.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="46"/>
        <source>The Postal carrier&apos;s card must go at an end of your route, and %1 has no road to either end (%2, %3).</source>
        <translation>Die Karte des Postillions muss deine Route verlängern, doch %1 hat keine Straße zu ihren Enden (%2, %3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="53"/>
        <source>The Postal carrier&apos;s card must go at an end of your route, and %1 has no road to %2, the city of your route.</source>
        <translation>Die Karte des Postillions muss deine Route verlängern, doch %1 hat keine Straße nach %2, der Stadt deiner Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="61"/>
        <source>The Postmaster cannot help: there is no card left to draw.</source>
        <translation>Der Postmeister kann nicht helfen: Es ist keine Karte mehr zum Ziehen da.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="65"/>
        <source>%1 is not on the route you scored: your houses go only to its cities.</source>
        <translation>%1 liegt nicht auf der gewerteten Route: Deine Häuser kommen nur in ihre Städte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="68"/>
        <source>You already have a house in %1.</source>
        <translation>Du hast schon ein Haus in %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="70"/>
        <source>%1 is in %2, which already has its house from this route: one house a land.</source>
        <translation>%1 liegt in %2, das schon ein Haus von dieser Route hat: ein Haus pro Land.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="73"/>
        <source>%1 is not in %2, the land you chose.</source>
        <translation>%1 liegt nicht in %2, dem gewählten Land.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="93"/>
        <source>%1 cannot go at the left end: you have no route yet. Start one with any card.</source>
        <translation>%1 kann nicht links angelegt werden: Du hast noch keine Route. Beginne eine mit beliebiger Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="95"/>
        <source>%1 cannot go at the right end: you have no route yet. Start one with any card.</source>
        <translation>%1 kann nicht rechts angelegt werden: Du hast noch keine Route. Beginne eine mit beliebiger Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="127"/>
        <source>You cannot draw %1 now.</source>
        <translation>Du kannst %1 jetzt nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="128"/>
        <source>You cannot draw from the deck now.</source>
        <translation>Du kannst jetzt nicht vom Nachziehstapel ziehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="129"/>
        <source>You cannot play %1 now.</source>
        <translation>Du kannst %1 jetzt nicht ausspielen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="130"/>
        <source>%1: you cannot call this official now.</source>
        <translation>%1: Diese Amtsperson kannst du jetzt nicht rufen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="131"/>
        <source>You cannot score your route now.</source>
        <translation>Du kannst deine Route jetzt nicht werten.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="132"/>
        <source>You cannot end your turn now.</source>
        <translation>Du kannst deinen Zug jetzt nicht beenden.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="133"/>
        <source>You cannot choose where your houses go now.</source>
        <translation>Du kannst jetzt nicht wählen, wohin deine Häuser kommen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="134"/>
        <source>You cannot place a house in %1 now.</source>
        <translation>Du kannst jetzt kein Haus in %1 setzen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="135"/>
        <source>You cannot discard %1 now.</source>
        <translation>Du kannst %1 jetzt nicht abwerfen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="144"/>
        <source>%1: you have already called this official this turn; one official a turn.</source>
        <translation>%1: Diese Amtsperson hast du in diesem Zug schon gerufen; eine Amtsperson pro Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="147"/>
        <source>%1: you have already called another official this turn (%2); one official a turn.</source>
        <translation>%1: Du hast in diesem Zug schon eine andere Amtsperson gerufen (%2); eine Amtsperson pro Zug.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="321"/>
        <source>None of your cards can extend your route, so the Postal carrier cannot help.</source>
        <translation>Keine deiner Karten verlängert die Route, daher hilft der Postillion nicht.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="325"/>
        <source>Your route has no city in %1 that can take a house of yours.</source>
        <translation>Deine Route hat keine Stadt in %1, die ein Haus von dir aufnehmen kann.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="329"/>
        <source>A house cannot go to %1 under the option you chose.</source>
        <translation>Mit der gewählten Möglichkeit kann kein Haus nach %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="333"/>
        <source>That option places the same house as one house in each land.</source>
        <translation>Diese Möglichkeit setzt dasselbe Haus wie „eines in jedem Land“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="336"/>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="136"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="343"/>
        <source>You cannot do that now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="153"/>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="154"/>
        <source>Leave the replay (Escape)</source>
        <translation>Nachspielen beenden (Escape)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="155"/>
        <source>Back to the results</source>
        <translation>Zurück zum Ergebnis</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="156"/>
        <source>Leave the replay for the end of the game: the scores, Rematch</source>
        <translation>Die Wiedergabe verlassen und zum Spielende zurück: Ergebnis, Revanche</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="157"/>
        <source>First position (Home)</source>
        <translation>Anfang der Partie (Pos1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="158"/>
        <source>One move back (Left arrow)</source>
        <translation>Einen Schritt zurück (Pfeil links)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="159"/>
        <source>One move forward (Right arrow)</source>
        <translation>Einen Schritt vor (Pfeil rechts)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="160"/>
        <source>Last position (End)</source>
        <translation>Ende der Partie (Ende)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="161"/>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="233"/>
        <source>Move %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="269"/>
        <source>Replay: the opening position. Escape returns to your game.</source>
        <translation>Nachspielen: die Ausgangsstellung. Escape führt zurück zu deinem Spiel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="271"/>
        <source>Replay, move %1: %2</source>
        <translation>Nachspielen, Schritt %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="312"/>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="312"/>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
</context>
<context>
    <name>RulePictures</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="187"/>
        <source>&#xa0;– </source>
        <comment>between the cities of a route</comment>
        <translation>&#xa0;– </translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="193"/>
        <source>A route: %R. %4 may go at the right end, because %3 has a road to %4.</source>
        <translation>Eine Route: %R. %4 darf an das rechte Ende, denn von %3 führt eine Straße nach %4.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="196"/>
        <source>%5 may not go at the right end: there is no road from %3 to %5. At the left end it may, because %1 has a road to %5.</source>
        <translation>%5 darf nicht an das rechte Ende: Von %3 führt keine Straße nach %5. An das linke Ende darf die Karte, denn von %1 führt eine Straße nach %5.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="201"/>
        <source>Mira scores %R. She places a house in every city of %9 in the route (%2, %3, %4) and takes carriage 3.</source>
        <translation>Mira wertet die Route %R. Sie setzt ein Haus in jede Stadt des Landes %9 in der Route (%2, %3, %4) und nimmt die Kutsche 3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="210"/>
        <source>The four officials, as on the table: you may call one of them in each turn.</source>
        <translation>Die vier Amtspersonen, wie auf dem Tisch: In jedem Zug darfst du eine von ihnen rufen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="223"/>
        <source>A board game by Karen and Andreas Seyfarth, published by Hans im Glück in 2006.</source>
        <translation>Ein Brettspiel von Karen und Andreas Seyfarth, erschienen 2006 bei Hans im Glück.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="107"/>
        <source>A completed city of 3 tiles with 1 shield: 2 points per tile and 2 per shield, 8 points.</source>
        <translation>Eine fertige Stadt aus 3 Karten mit 1 Wappen: 2 Punkte je Karte und 2 je Wappen, zusammen 8 Punkte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="118"/>
        <source>A completed road of 3 tiles, from crossroads to crossroads: 1 point per tile, 3 points.</source>
        <translation>Eine fertige Straße aus 3 Karten, von Kreuzung zu Kreuzung: 1 Punkt je Karte, zusammen 3 Punkte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="129"/>
        <source>A monastery surrounded by 8 tiles: 1 point for its own tile and 1 for each around it, 9 points.</source>
        <translation>Ein Kloster, von 8 Karten umgeben: 1 Punkt für seine eigene Karte und 1 für jede um es herum, zusammen 9 Punkte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="140"/>
        <source>At the end, a farmer&apos;s field touches 2 completed cities: 3 points for each, 6 points.</source>
        <translation>Am Spielende grenzt die Wiese eines Bauern an 2 fertige Städte: 3 Punkte für jede, zusammen 6 Punkte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="152"/>
        <source>A board game by Klaus-Jürgen Wrede, published by Hans im Glück in 2000.</source>
        <translation>Ein Brettspiel von Klaus-Jürgen Wrede, erschienen 2000 bei Hans im Glück.</translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="36"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="45"/>
        <source>Each line is a player&apos;s score after every move. It starts below zero: a house not yet placed costs a point.</source>
        <translation>Jede Linie zeigt die Punkte eines Spielers nach jedem Zug. Sie beginnt unter null: jedes noch nicht gebaute Haus kostet einen Punkt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="100"/>
        <source>Each player&apos;s score after every move, round by round; the bright line is the move shown. Click to go to a move.</source>
        <translation>Die Punkte jedes Spielers nach jedem Zug, Runde für Runde; die helle Linie ist der gezeigte Zug. Ein Klick springt zu einem Zug.</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="45"/>
        <source>Score track</source>
        <translation>Wertungstafel</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="178"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="282"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="286"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="287"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="288"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="289"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="294"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="296"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="301"/>
        <source>The language of the game; it changes at once, also during a game.</source>
        <translation>Die Sprache des Spiels; sie wechselt sofort, auch während einer Partie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="302"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="307"/>
        <source>The size of the texts and panels beside the table.</source>
        <translation>Die Größe der Texte und Tafeln neben dem Tisch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="308"/>
        <source>Text size:</source>
        <translation>Textgröße:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="132"/>
        <source>The statistics file was damaged: it was kept as %1, and a new one starts with this game.</source>
        <translation>Die Statistikdatei war beschädigt: Sie wurde als %1 aufbewahrt, und eine neue beginnt mit diesem Spiel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="137"/>
        <source>This game was not added to the statistics: they were kept by a newer version of the game.</source>
        <translation>Dieses Spiel wurde nicht in die Statistik aufgenommen: Sie wird von einer neueren Version des Spiels geführt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="141"/>
        <source>This game was not added to the statistics: the file cannot be written (%1).</source>
        <translation>Dieses Spiel wurde nicht in die Statistik aufgenommen: Die Datei kann nicht geschrieben werden (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="145"/>
        <source>This game was not added to the statistics: the file cannot be opened (%1).</source>
        <translation>Dieses Spiel wurde nicht in die Statistik aufgenommen: Die Datei kann nicht geöffnet werden (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="154"/>
        <source>The statistics file is damaged (%1). It will be kept under another name, and a new one started, when the next game ends.</source>
        <translation>Die Statistikdatei ist beschädigt (%1). Wenn das nächste Spiel endet, wird sie unter einem anderen Namen aufbewahrt und eine neue begonnen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="160"/>
        <source>The statistics cannot be read (%1).</source>
        <translation>Die Statistik kann nicht gelesen werden (%1).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="275"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="276"/>
        <source>Replay the last game</source>
        <translation>Letzte Partie nachspielen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="281"/>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="283"/>
        <source>Games played:</source>
        <translation>Gespielte Spiele:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="284"/>
        <source>Games won:</source>
        <translation>Gewonnene Spiele:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="285"/>
        <source>Best score:</source>
        <translation>Höchste Punktzahl:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="286"/>
        <source>Average score:</source>
        <translation>Durchschnittliche Punktzahl:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="291"/>
        <source>By the strongest computer player at the table</source>
        <translation>Nach dem stärksten Computerspieler am Tisch</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="292"/>
        <source>By the number of players</source>
        <translation>Nach Anzahl der Spieler</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="293"/>
        <source>Score in the last games, the newest on the right</source>
        <translation>Punkte der letzten Spiele, das neueste rechts</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="295"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="296"/>
        <source>Your score in each of your last %1 games will be drawn here, the newest on the right.</source>
        <translation>Hier erscheinen deine Punkte aus deinen letzten %1 Partien, die neueste rechts.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="302"/>
        <source>Finished games stored: %1, of which between computer players only: %2.</source>
        <translation>Gespeicherte beendete Spiele: %1, davon nur zwischen Computerspielern: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="324"/>
        <source>Your games played and won against each level of computer player.</source>
        <translation>Deine gespielten und gewonnenen Partien nach Stufe des Computergegners.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="325"/>
        <source>Your games played and won, by the number of players at the table.</source>
        <translation>Deine gespielten und gewonnenen Partien nach Zahl der Spieler am Tisch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="341"/>
        <source>No game with a person at the table has ended yet.</source>
        <translation>Noch kein Spiel mit einem Menschen am Tisch ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="353"/>
        <source>%1 (%2 % of the games)</source>
        <translation>%1 (%2 % der Spiele)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="364"/>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="374"/>
        <source>2 players</source>
        <translation>2 Spieler</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="375"/>
        <source>3 players</source>
        <translation>3 Spieler</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="376"/>
        <source>4 players</source>
        <translation>4 Spieler</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="390"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="390"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="278"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="287"/>
        <source>Average place:</source>
        <translation>Durchschnittlicher Platz:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="377"/>
        <source>5 players</source>
        <translation>5 Spieler</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="337"/>
        <source>No game of %1 has been finished yet. Play one to its end, and these figures appear here.</source>
        <translation>Noch keine Partie %1 ist zu Ende gespielt. Spiele eine bis zum Ende, dann erscheinen hier diese Zahlen.</translation>
    </message>
</context>
<context>
    <name>StudyBar</name>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="176"/>
        <source>Choose a player to see where Expert would have played otherwise.</source>
        <translation>Wähle einen Spieler, um zu sehen, wo der Experte anders gespielt hätte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="179"/>
        <source>Step to one of %1&apos;s moves to see Expert&apos;s opinion of it.</source>
        <translation>Geh zu einem Schritt von %1, um die Meinung des Experten zu sehen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="182"/>
        <source>Move %1 left no choice: Expert has nothing to add.</source>
        <translation>Schritt %1 ließ keine Wahl: Der Experte hat nichts hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="184"/>
        <source>Expert judges this turn at its first move, move %1.</source>
        <translation>Der Experte beurteilt dies zusammen mit seinem ersten Schritt, Schritt %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="187"/>
        <source>Expert is thinking about move %1…</source>
        <translation>Der Experte denkt über Schritt %1 nach…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="189"/>
        <source>Expert could not judge move %1.</source>
        <translation>Der Experte konnte Schritt %1 nicht beurteilen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="191"/>
        <source>Move %1: Expert would have played the same.</source>
        <translation>Schritt %1: Der Experte hätte genauso gespielt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="193"/>
        <source>Before move %1: %2</source>
        <translation>Vor Schritt %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="196"/>
        <source>Move %1: Expert would have played otherwise. Its advice: %2</source>
        <translation>Schritt %1: Der Experte hätte anders gespielt. Sein Rat: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/shell/replayplay.py" line="218"/>
        <source>Expert expects about %n point(s) more from its advice.</source>
        <translation>
            <numerusform>Der Experte erwartet von seinem Rat etwa %n Punkt mehr.</numerusform>
            <numerusform>Der Experte erwartet von seinem Rat etwa %n Punkte mehr.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="220"/>
        <source>Played out again, the move played comes out ahead of Expert&apos;s advice: a close call.</source>
        <translation>Erneut durchgespielt schneidet der gespielte Schritt besser ab als der Rat des Experten: eine knappe Entscheidung.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="222"/>
        <source>Expert expects about as much from both.</source>
        <translation>Der Experte erwartet von beiden etwa gleich viel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="223"/>
        <source>(Its estimate of the lead over the best opponent: %1 after the move played, %2 after its own.)</source>
        <translation>(Seine Schätzung des Vorsprungs vor dem besten Gegner: %1 nach dem gespielten Schritt, %2 nach seinem eigenen.)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="253"/>
        <source>nobody</source>
        <translation>niemanden</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="261"/>
        <source>Expert reviews:</source>
        <translation>Der Experte prüft:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="263"/>
        <source>Show, for each move of this player, the move Expert would have made from what that player knew</source>
        <translation>Zu jedem Schritt dieses Spielers den Schritt zeigen, den der Experte mit dessen Wissen gemacht hätte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="265"/>
        <source>Play from here…</source>
        <translation>Ab diesem Schritt spielen…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="267"/>
        <source>Take over a seat at this move and play on against the computer (a new game; the record stays)</source>
        <translation>Bei diesem Schritt einen Platz übernehmen und gegen den Computer weiterspielen (ein neues Spiel; die Aufzeichnung bleibt)</translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="281"/>
        <source>Play from move %1</source>
        <translation>Ab Schritt %1 spielen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="284"/>
        <source>A new game starts from this position: you play the seat you choose, the computer plays the others. The recorded game stays as it is. The new game is practice: it is not counted in the statistics.</source>
        <translation>Ab dieser Stellung beginnt ein neues Spiel: Du spielst den gewählten Platz, der Computer die anderen. Das aufgezeichnete Spiel bleibt, wie es ist. Das neue Spiel ist Übung: Es zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="298"/>
        <source>You play:</source>
        <translation>Du spielst:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="299"/>
        <source>Computer players:</source>
        <translation>Computerspieler:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="301"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="48"/>
        <source>Alex</source>
        <translation>Alex</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="49"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="83"/>
        <source>First read the balloon, then click “Next”.</source>
        <translation>Lies zuerst die Sprechblase, dann klicke auf „Weiter“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="86"/>
        <source>In a game you may do that, but this lesson takes another step first. Nothing has changed.</source>
        <translation>Im Spiel darfst du das, aber diese Lektion verlangt jetzt einen anderen Schritt. Nichts hat sich geändert.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="40"/>
        <source>%1 waits while you read the balloon.</source>
        <translation>%1 wartet, bis du die Sprechblase gelesen hast.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="39"/>
        <source>Not quite: %1</source>
        <translation>Nicht ganz: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="36"/>
        <source>Leave the tour</source>
        <translation>Einführung verlassen</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="38"/>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="37"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="51"/>
        <source>Welcome! You build postal routes of city cards and score them to place your houses. This short game against Anna shows every step: follow the balloons (Escape leaves at any time).</source>
        <translation>Willkommen! Du baust Postrouten aus Stadtkarten und wertest sie, um deine Häuser zu setzen. Diese kurze Partie gegen Anna zeigt jeden Schritt: Folge den Sprechblasen (Escape beendet sie jederzeit).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="58"/>
        <source>Each turn starts with a draw. Your hand is empty, so you take two cards: drag Mannheim from the display onto your hand.</source>
        <translation>Jeder Zug beginnt mit dem Ziehen. Deine Hand ist leer, also nimmst du zwei Karten: Ziehe Mannheim aus der Auslage auf deine Hand.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="68"/>
        <source>Mannheim is in your hand. Now drag Carlsruhe onto your hand as your second card.</source>
        <translation>Mannheim ist auf deiner Hand. Ziehe jetzt Carlsruhe als zweite Karte auf deine Hand.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="74"/>
        <source>Then you play exactly one card. Drag Mannheim onto “Start a new route”.</source>
        <translation>Dann spielst du genau eine Karte aus. Ziehe Mannheim auf „Neue Route beginnen“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="80"/>
        <source>Your route has begun. A route needs 3 cards before it can be scored: click “End turn”.</source>
        <translation>Deine Route hat begonnen. Erst eine Route aus 3 Karten kann gewertet werden: Klicke auf „Zug beenden“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="91"/>
        <source>Anna drew two cards and began her own route (see the routes panel). Your turn: drag Freiburg from the display onto your hand.</source>
        <translation>Anna hat zwei Karten gezogen und ihre eigene Route begonnen (siehe die Routen). Du bist dran: Ziehe Freiburg aus der Auslage auf deine Hand.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="102"/>
        <source>A card goes at either end of your route, and a road must join it to that end. Drag Carlsruhe to the right end, next to Mannheim.</source>
        <translation>Eine Karte kommt an ein Ende deiner Route, und eine Straße muss sie mit diesem Ende verbinden. Ziehe Carlsruhe an das rechte Ende, neben Mannheim.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="113"/>
        <source>Once a turn you may call an official. The Postal carrier lets you play a second card: click him.</source>
        <translation>Einmal pro Zug darfst du eine Amtsperson rufen. Der Postillion lässt dich eine zweite Karte ausspielen: Klicke auf ihn.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="120"/>
        <source>Drag Freiburg to the right end too: Mannheim, Carlsruhe, Freiburg.</source>
        <translation>Ziehe auch Freiburg an das rechte Ende: Mannheim, Carlsruhe, Freiburg.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="127"/>
        <source>A route of 3 or more cards can be scored. Click “Score route”.</source>
        <translation>Eine Route aus 3 oder mehr Karten kann gewertet werden. Klicke auf „Route werten“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="133"/>
        <source>Scoring places houses: one in each land of the route, or one in every route city of a single land. Choose “Baden: all route cities”.</source>
        <translation>Beim Werten setzt du Häuser: eines in jedem Land der Route oder eines in jeder Routenstadt eines einzigen Landes. Wähle „Baden: alle Routenstädte“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="143"/>
        <source>Your houses now stand in every city of Baden, which earned you the top tile of this stack. The earlier you are, the more a bonus tile is worth.</source>
        <translation>Deine Häuser stehen jetzt in jeder Stadt von Baden; dafür bekommst du das oberste Plättchen dieses Stapels. Je früher du bist, desto mehr ist ein Bonusplättchen wert.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="152"/>
        <source>Your first scored route also earned carriage 3; each next carriage needs a route one card longer. The cards of a scored route go to the discard pile.</source>
        <translation>Deine erste gewertete Route brachte dir auch die Kutsche 3; jede weitere Kutsche braucht eine Route mit einer Karte mehr. Die Karten einer gewerteten Route kommen auf den Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="178"/>
        <source>Anna scored a route too. Your hand is empty again: drag Stuttgart onto your hand.</source>
        <translation>Anna hat auch eine Route gewertet. Deine Hand ist wieder leer: Ziehe Stuttgart auf deine Hand.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="183"/>
        <source>And Ulm as your second card.</source>
        <translation>Und Ulm als zweite Karte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="184"/>
        <source>Start a new route with Stuttgart.</source>
        <translation>Beginne eine neue Route mit Stuttgart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="185"/>
        <source>Keep Ulm for your next turn: click “End turn”.</source>
        <translation>Behalte Ulm für deinen nächsten Zug: Klicke auf „Zug beenden“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="191"/>
        <source>Drag Sigmaringen from the display onto your hand.</source>
        <translation>Ziehe Sigmaringen aus der Auslage auf deine Hand.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="197"/>
        <source>This time play at the left end: drag Sigmaringen there, before Stuttgart.</source>
        <translation>Diesmal spielst du am linken Ende: Ziehe Sigmaringen dorthin, vor Stuttgart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="203"/>
        <source>Call the Postal carrier again to play a second card.</source>
        <translation>Rufe wieder den Postillion, um eine zweite Karte auszuspielen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="206"/>
        <source>Drag Ulm to the right end of your route.</source>
        <translation>Ziehe Ulm an das rechte Ende deiner Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="212"/>
        <source>Sigmaringen, Stuttgart, Ulm: 3 cards. Score the route.</source>
        <translation>Sigmaringen, Stuttgart, Ulm: 3 Karten. Werte die Route.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="218"/>
        <source>Choose “One in each land”: a house in Hohenzollern and one in Württemberg.</source>
        <translation>Wähle „Eines in jedem Land“: ein Haus in Hohenzollern und eines in Württemberg.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="238"/>
        <source>Your houses are placed. This route earned no carriage: carriage 4 needs a route of 4 cards (the Cartwright counts two more).</source>
        <translation>Deine Häuser stehen. Diese Route brachte keine Kutsche: Die Kutsche 4 braucht eine Route aus 4 Karten (der Wagner zählt zwei dazu).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="247"/>
        <source>Well done: you know every step of a turn! The game ends after the round in which someone takes carriage 7 or places their last house; with equal scores, the holder of the game-end tile wins, else the tied player who comes soonest after them.</source>
        <translation>Gut gemacht: Du kennst jeden Schritt eines Zuges! Das Spiel endet nach der Runde, in der jemand die Kutsche 7 nimmt oder sein letztes Haus setzt; bei Gleichstand gewinnt, wer das Spielende-Plättchen hat, sonst der Gleichstehende, der als Nächster nach ihm an der Reihe ist.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="161"/>
        <source>After a scoring comes the hand limit: with more than 3 cards in your hand, you discard cards of your choice until 3 are left. That is the only time your hand is limited; yours is empty now, so nothing goes.</source>
        <translation>Nach einer Wertung gilt das Handkartenlimit: Hast du mehr als 3 Karten auf der Hand, wirfst du Karten deiner Wahl ab, bis 3 übrig sind. Nur dann ist deine Hand begrenzt; deine ist jetzt leer, also fällt nichts weg.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="226"/>
        <source>Sigmaringen is the only Hohenzollern city on your route, so it gets its house anyway. Württemberg has two: click the lit city that gets the house, Stuttgart or Ulm.</source>
        <translation>Sigmaringen ist die einzige Stadt von Hohenzollern auf deiner Route, es bekommt sein Haus also ohnehin. Württemberg hat zwei: Klicke auf die hervorgehobene Stadt, die das Haus bekommt, Stuttgart oder Ulm.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../thurntaxis/shell/homedoor.py" line="35"/>
        <source>Players: %1. Moves played: %2. Saved: %3.</source>
        <translation>Spieler: %1. Gespielte Züge: %2. Gespeichert: %3.</translation>
    </message>
</context>
</TS>
