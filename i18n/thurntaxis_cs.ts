<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="80"/>
        <source>About %1</source>
        <translation>O programu %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="83"/>
        <source>Version %1 (Qt %2, Qt for Python %3, Python %4)</source>
        <translation>Verze %1 (Qt %2, Qt for Python %3, Python %4)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="93"/>
        <source>This program is not affiliated with the authors or the publisher of the games; its pictures and its computer players are its own.</source>
        <translation>Program není spojen s autory ani s vydavatelem her; jeho obrázky i počítačoví hráči jsou jeho vlastní.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="96"/>
        <source>The program is free software under the MIT licence (the file LICENSE).</source>
        <translation>Program je svobodný software pod licencí MIT (soubor LICENSE).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="98"/>
        <source>It is built with Qt 6 and Qt for Python (PySide6), under the GNU LGPL 3.0: they are linked dynamically and may be replaced with other builds of the same version. It also uses Python (PSF licence), networkx (BSD licence) and pydantic (MIT licence), and its texts are set in the DejaVu fonts (Bitstream Vera licence).</source>
        <translation>Je postaven na Qt 6 a Qt for Python (PySide6) pod licencí GNU LGPL 3.0: jsou připojeny dynamicky a lze je nahradit jiným sestavením téže verze. Používá také Python (licence PSF), networkx (licence BSD) a pydantic (licence MIT) a jeho texty jsou vysázeny písmy DejaVu (licence Bitstream Vera).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="104"/>
        <source>The licence texts are in the file THIRD-PARTY-NOTICES.md and in the licenses folder of each build.</source>
        <translation>Texty licencí jsou v souboru THIRD-PARTY-NOTICES.md a ve složce licenses každého sestavení.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="152"/>
        <source>The program met an unexpected problem, and the game could not be saved: save it with Game → Save game.</source>
        <translation>Program narazil na nečekaný problém a hru se nepodařilo uložit: uložte ji příkazem Hra → Uložit hru.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="159"/>
        <source>The details are in %1</source>
        <translation>Podrobnosti jsou v souboru %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="160"/>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="146"/>
        <source>The program met an unexpected problem. Your game has been saved and will be offered when you start again.</source>
        <translation>Program narazil na nečekaný problém. Vaše hra byla uložena a bude nabídnuta při příštím spuštění.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/instance.py" line="36"/>
        <source>Thurn and Taxis is already open</source>
        <translation>Poštovní kurýr už je otevřený</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/instance.py" line="37"/>
        <source>The game is already running in another window. Switch to that window to go on playing.</source>
        <translation>Hra už běží v jiném okně. Přepněte se do něj a hrajte dál.</translation>
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
        <translation>Body</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="144"/>
        <source>Followers</source>
        <translation>Figurky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="145"/>
        <source>Followers in the supply</source>
        <translation>Figurky v zásobě</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="251"/>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/extent.py" line="100"/>
        <source>Nobody holds it.</source>
        <translation>Nikdo tu nemá figurku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/extent.py" line="102"/>
        <source>Held by: %1</source>
        <translation>Drží: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="64"/>
        <source>not connected</source>
        <translation>bez spojení</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="63"/>
        <source>over the network</source>
        <translation>přes síť</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="234"/>
        <source>Rotate</source>
        <translation>Otočit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="236"/>
        <source>Turn the drawn tile a quarter turn clockwise (R, or the wheel over it).</source>
        <translation>Otočit vytaženou kartičku o čtvrt otáčky doprava (R nebo kolečko myši nad ní).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="238"/>
        <source>No follower</source>
        <translation>Bez figurky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="239"/>
        <source>End the turn without placing a follower (Enter).</source>
        <translation>Ukončit tah bez umístění figurky (Enter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="240"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="241"/>
        <source>Take back your last move, before the next player moves.</source>
        <translation>Vzít zpět svůj poslední tah, dokud další hráč netáhl.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="242"/>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="243"/>
        <source>Show the move a Medium computer player would make.</source>
        <translation>Zobrazit tah, který by zahrál středně silný počítačový hráč.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="244"/>
        <source>Fit</source>
        <translation>Přizpůsobit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="250"/>
        <source>Show the farms</source>
        <translation>Zobrazit louky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="251"/>
        <source>Colour every farm by the player whose farmers hold it.</source>
        <translation>Obarvit každou louku barvou hráče, jehož sedláci ji drží.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="116"/>
        <source>%1 has no follower left to place.</source>
        <translation>%1 už nemá v zásobě žádnou figurku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="122"/>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="252"/>
        <source>Final scoring</source>
        <translation>Závěrečné bodování</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="138"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="149"/>
        <source>%1 places a tile, extending a city held by %2.</source>
        <translation>%1 přikládá kartičku a rozšiřuje město, které drží hráč %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="151"/>
        <source>%1 places a tile, extending a road held by %2.</source>
        <translation>%1 přikládá kartičku a prodlužuje cestu, kterou drží hráč %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="153"/>
        <source>%1 places a tile beside a monastery held by %2.</source>
        <translation>%1 přikládá kartičku vedle kláštera, který drží hráč %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="154"/>
        <source>%1 places a tile, extending their own city.</source>
        <translation>%1 přikládá kartičku a rozšiřuje své město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="155"/>
        <source>%1 places a tile, extending their own road.</source>
        <translation>%1 přikládá kartičku a prodlužuje svou cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="156"/>
        <source>%1 places a tile beside their own monastery.</source>
        <translation>%1 přikládá kartičku vedle svého kláštera.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="253"/>
        <source>Hide</source>
        <translation>Skrýt</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="34"/>
        <source>%1 is thinking…</source>
        <translation>%1 přemýšlí…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="40"/>
        <source>%1: drag your tile onto a lit square. Turn it with R, the wheel or Rotate.</source>
        <translation>%1: přetáhněte kartičku na zvýrazněné místo. Otáčejte ji klávesou R, kolečkem nebo tlačítkem Otočit.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="42"/>
        <source>%1: drag a follower onto a lit place, or click one; or press No follower.</source>
        <translation>%1: přetáhněte figurku na zvýrazněnou část kartičky nebo na ni klikněte; nebo stiskněte Bez figurky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="44"/>
        <source>%1: no follower can go on this tile; press No follower.</source>
        <translation>%1: na tuto kartičku nelze umístit figurku; stiskněte Bez figurky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="31"/>
        <source>Hint: the marked square, with the tile turned as the tray shows it.</source>
        <translation>Rada: označené místo, s kartičkou otočenou tak, jak ukazuje náhled „Vaše kartička“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="33"/>
        <source>Hint: the place filled in your colour on the tile just placed.</source>
        <translation>Rada: část právě přiložené kartičky vyplněná vaší barvou.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="34"/>
        <source>Hint: place no follower this turn.</source>
        <translation>Rada: v tomto tahu neumisťujte žádnou figurku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="147"/>
        <source>%1 places a tile.</source>
        <translation>%1 přikládá kartičku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="126"/>
        <source>A tile that fits nowhere was removed from the game.</source>
        <translation>Kartička, která nikam nepasuje, byla vyřazena ze hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="34"/>
        <source>Thinking…</source>
        <translation>Přemýšlí…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="179"/>
        <source>Your tile</source>
        <translation>Vaše kartička</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="180"/>
        <source>R or wheel: turn it</source>
        <translation>R nebo kolečko: otočit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="183"/>
        <source>Your follower</source>
        <translation>Vaše figurka</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="184"/>
        <source>Enter: no follower</source>
        <translation>Enter: bez figurky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="33"/>
        <source>Waiting for %1 to move (over the network)…</source>
        <translation>Čeká se na tah: %1 (přes síť)…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="33"/>
        <source>Over the network</source>
        <translation>Přes síť</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="87"/>
        <source>The city on the north edge meets a road.</source>
        <translation>Město na severní hraně naráží na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="88"/>
        <source>The city on the north edge meets a field.</source>
        <translation>Město na severní hraně naráží na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="89"/>
        <source>The road on the north edge meets a city.</source>
        <translation>Cesta na severní hraně naráží na město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="90"/>
        <source>The road on the north edge meets a field.</source>
        <translation>Cesta na severní hraně naráží na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="91"/>
        <source>The field on the north edge meets a city.</source>
        <translation>Louka na severní hraně naráží na město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="92"/>
        <source>The field on the north edge meets a road.</source>
        <translation>Louka na severní hraně naráží na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="93"/>
        <source>The city on the east edge meets a road.</source>
        <translation>Město na východní hraně naráží na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="94"/>
        <source>The city on the east edge meets a field.</source>
        <translation>Město na východní hraně naráží na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="95"/>
        <source>The road on the east edge meets a city.</source>
        <translation>Cesta na východní hraně naráží na město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="96"/>
        <source>The road on the east edge meets a field.</source>
        <translation>Cesta na východní hraně naráží na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="97"/>
        <source>The field on the east edge meets a city.</source>
        <translation>Louka na východní hraně naráží na město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="98"/>
        <source>The field on the east edge meets a road.</source>
        <translation>Louka na východní hraně naráží na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="99"/>
        <source>The city on the south edge meets a road.</source>
        <translation>Město na jižní hraně naráží na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="100"/>
        <source>The city on the south edge meets a field.</source>
        <translation>Město na jižní hraně naráží na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="101"/>
        <source>The road on the south edge meets a city.</source>
        <translation>Cesta na jižní hraně naráží na město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="102"/>
        <source>The road on the south edge meets a field.</source>
        <translation>Cesta na jižní hraně naráží na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="103"/>
        <source>The field on the south edge meets a city.</source>
        <translation>Louka na jižní hraně naráží na město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="104"/>
        <source>The field on the south edge meets a road.</source>
        <translation>Louka na jižní hraně naráží na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="105"/>
        <source>The city on the west edge meets a road.</source>
        <translation>Město na západní hraně naráží na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="106"/>
        <source>The city on the west edge meets a field.</source>
        <translation>Město na západní hraně naráží na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="107"/>
        <source>The road on the west edge meets a city.</source>
        <translation>Cesta na západní hraně naráží na město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="108"/>
        <source>The road on the west edge meets a field.</source>
        <translation>Cesta na západní hraně naráží na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="109"/>
        <source>The field on the west edge meets a city.</source>
        <translation>Louka na západní hraně naráží na město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="110"/>
        <source>The field on the west edge meets a road.</source>
        <translation>Louka na západní hraně naráží na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="113"/>
        <source>The tile does not fit there: an edge does not continue its neighbour.</source>
        <translation>Kartička sem nepasuje: jedna hrana nenavazuje na sousední.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="122"/>
        <source>A tile must share an edge with a placed tile: drop it on a lit square.</source>
        <translation>Kartička musí přiléhat hranou k již přiložené kartičce: pusťte ji na zvýrazněné místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="124"/>
        <source>That square already holds a tile.</source>
        <translation>Na tomto místě už kartička leží.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="128"/>
        <source>This road already has a robber on it (on this tile or beyond).</source>
        <translation>Na této cestě už stojí lupič (na této kartičce nebo dál).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="130"/>
        <source>This city already has a knight in it (on this tile or beyond).</source>
        <translation>V tomto městě už stojí rytíř (na této kartičce nebo dál).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="131"/>
        <source>This farm already has a farmer on it (on this tile or beyond).</source>
        <translation>Na této louce už leží sedlák (na této kartičce nebo dál).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="133"/>
        <source>You have no follower left in your supply.</source>
        <translation>Nemáte v zásobě žádnou figurku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="136"/>
        <source>The tile is placed: now place a follower, or press No follower.</source>
        <translation>Kartička je přiložena: teď umístěte figurku, nebo stiskněte Bez figurky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="137"/>
        <source>Place the tile first.</source>
        <translation>Nejdřív přiložte kartičku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="139"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Počkejte: nejste na tahu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="141"/>
        <source>Nothing to undo: only your own moves, before the next player has moved.</source>
        <translation>Není co vrátit: vrátit lze jen vlastní tahy, dokud další hráč netáhl.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="143"/>
        <source>Your last move was taken back.</source>
        <translation>Váš poslední tah byl vrácen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="146"/>
        <source>This game has reached %1 moves, the most a record can hold.</source>
        <translation>Tato hra dosáhla %1 tahů, nejvíc, kolik záznam pojme.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="149"/>
        <source>A computer player failed; it made the first legal move instead.</source>
        <translation>Počítačový hráč selhal; místo toho zahrál první povolený tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="151"/>
        <source>Drop the follower on a lit place of the tile just placed.</source>
        <translation>Pusťte figurku na zvýrazněnou část právě přiložené kartičky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="153"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="154"/>
        <source>That move is not allowed now.</source>
        <translation>Tento tah teď není povolen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="160"/>
        <source>%1 puts a robber on the road.</source>
        <translation>%1 staví lupiče na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="162"/>
        <source>%1 puts a knight in the city.</source>
        <translation>%1 staví rytíře do města.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="164"/>
        <source>%1 puts a monk in the monastery.</source>
        <translation>%1 staví mnicha do kláštera.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="165"/>
        <source>%1 puts a farmer on the field.</source>
        <translation>%1 pokládá sedláka na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="171"/>
        <source>Completed roads</source>
        <translation>Dokončené cesty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="172"/>
        <source>Completed cities</source>
        <translation>Dokončená města</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="173"/>
        <source>Completed monasteries</source>
        <translation>Dokončené kláštery</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="174"/>
        <source>Incomplete roads</source>
        <translation>Nedokončené cesty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="175"/>
        <source>Incomplete cities</source>
        <translation>Nedokončená města</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="176"/>
        <source>Incomplete monasteries</source>
        <translation>Nedokončené kláštery</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="177"/>
        <source>Farms</source>
        <translation>Louky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="114"/>
        <source>%1 places no follower.</source>
        <translation>%1 neumisťuje žádnou figurku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="219"/>
        <source>The scores as they grew</source>
        <translation>Vývoj bodů během hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="222"/>
        <source>Each player&apos;s score after every move; the dashed line is the move shown. Click to go to a move.</source>
        <translation>Body každého hráče po každém tahu; přerušovaná čára je zobrazený tah. Kliknutím přejdete na tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="225"/>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="226"/>
        <source>Game log</source>
        <translation>Záznam hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="245"/>
        <source>Show the whole play area (F).</source>
        <translation>Zobrazit celou krajinu (F).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="247"/>
        <source>Zoom in (+, or the wheel over the table).</source>
        <translation>Přiblížit (+ nebo kolečko myši nad stolem).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="249"/>
        <source>Zoom out (−, or the wheel over the table).</source>
        <translation>Oddálit (− nebo kolečko myši nad stolem).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/fold.py" line="96"/>
        <source>Fold the side panel away (F9).</source>
        <translation>Skrýt boční panel (F9).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/fold.py" line="96"/>
        <source>Show the side panel (F9).</source>
        <translation>Zobrazit boční panel (F9).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/places.py" line="75"/>
        <source>Drag the tile onto a lit square, or carry it there with the arrow keys and lay it with Enter. R or the wheel turns it, Shift+R turns it back.</source>
        <translation>Přetáhnout kartičku na zvýrazněné místo, nebo ji tam přesunout šipkami a přiložit klávesou Enter. R nebo kolečko myši ji otáčí, Shift+R zpět.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/pile.py" line="67"/>
        <source>Tiles still to come</source>
        <translation>Zbývající kartičky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="148"/>
        <source>%1 places a tile, extending a city.</source>
        <translation>%1 přikládá kartičku a rozšiřuje město.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="150"/>
        <source>%1 places a tile, extending a road.</source>
        <translation>%1 přikládá kartičku a prodlužuje cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="152"/>
        <source>%1 places a tile beside a monastery.</source>
        <translation>%1 přikládá kartičku vedle kláštera.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scorestrip.py" line="54"/>
        <source>%1, points: %2</source>
        <translation>%1, body: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/overview.py" line="58"/>
        <source>The whole board; the frame is what the table shows. Click to go there.</source>
        <translation>Celá krajina; v rámečku je to, co je teď vidět na stole. Kliknutím se tam přesunete.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="137"/>
        <source>Played</source>
        <translation>Zahráno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="151"/>
        <source>Expert would have kept its follower in the supply.</source>
        <translation>Expert by si figurku nechal v zásobě.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="154"/>
        <source>Expert would have put a robber on the road.</source>
        <translation>Expert by postavil lupiče na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="156"/>
        <source>Expert would have put a knight in the city.</source>
        <translation>Expert by postavil rytíře do města.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="158"/>
        <source>Expert would have put a monk in the monastery.</source>
        <translation>Expert by postavil mnicha do kláštera.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="159"/>
        <source>Expert would have put a farmer on the field.</source>
        <translation>Expert by umístil sedláka na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="166"/>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="204"/>
        <source>Expert would have placed the follower otherwise.</source>
        <translation>Expert by figurku umístil jinak.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="170"/>
        <source>Expert would have laid the tile on the square ringed red, not where %1 laid it (ringed yellow).</source>
        <translation>Expert by kartičku přiložil na místo orámované červeně, ne tam, kam ji přiložil hráč %1 (orámované žlutě).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="173"/>
        <source>Expert would have laid the tile on the same square as %1, turned another way.</source>
        <translation>Expert by kartičku přiložil na stejné místo jako hráč %1, ale jinak otočenou.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="175"/>
        <source>Expert would have laid the tile just as %1 did.</source>
        <translation>Expert by kartičku přiložil přesně jako hráč %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="184"/>
        <source>Like %1, Expert would have kept its follower in the supply.</source>
        <translation>Stejně jako hráč %1 by si Expert figurku nechal v zásobě.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="189"/>
        <source>Expert would have put the follower on another part of the tile of the same kind.</source>
        <translation>Expert by figurku umístil na jinou část kartičky stejného druhu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="192"/>
        <source>Like %1, Expert would have put a robber on the road.</source>
        <translation>Stejně jako hráč %1 by Expert postavil lupiče na cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="194"/>
        <source>Like %1, Expert would have put a knight in the city.</source>
        <translation>Stejně jako hráč %1 by Expert postavil rytíře do města.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="196"/>
        <source>Like %1, Expert would have put a monk in the monastery.</source>
        <translation>Stejně jako hráč %1 by Expert postavil mnicha do kláštera.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="197"/>
        <source>Like %1, Expert would have put a farmer on the field.</source>
        <translation>Stejně jako hráč %1 by Expert umístil sedláka na louku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="207"/>
        <source>Expert would have laid the tile on another square.</source>
        <translation>Expert by kartičku přiložil na jiné místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="209"/>
        <source>Expert would have turned the tile another way.</source>
        <translation>Expert by kartičku otočil jinak.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="203"/>
        <source>%1&apos;s latest tile lies out of sight: click to bring it into view (L).</source>
        <translation>Poslední kartička hráče %1 je mimo zobrazení: kliknutím ji zobrazíte (L).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="205"/>
        <source>A square where your tile fits lies out of sight: click to bring it into view (L).</source>
        <translation>Místo, kam se vaše kartička hodí, je mimo zobrazení: kliknutím ho zobrazíte (L).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="206"/>
        <source>Squares where your tile fits lie out of sight: click to bring them into view (L).</source>
        <translation>Místa, kam se vaše kartička hodí, jsou mimo zobrazení: kliknutím je zobrazíte (L).</translation>
    </message>
</context>
<context>
    <name>CarcassonneCounts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="44"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>Zbývá %n kartička</numerusform>
            <numerusform>Zbývají %n kartičky</numerusform>
            <numerusform>Zbývá %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="46"/>
        <source>%n follower(s) in the supply</source>
        <translation>
            <numerusform>%n figurka v zásobě</numerusform>
            <numerusform>%n figurky v zásobě</numerusform>
            <numerusform>%n figurek v zásobě</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="48"/>
        <source>+%n</source>
        <translation>
            <numerusform>+%n</numerusform>
            <numerusform>+%n</numerusform>
            <numerusform>+%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="50"/>
        <source>%1 scores %n point(s) for a road.</source>
        <translation>
            <numerusform>%1 získává %n bod za cestu.</numerusform>
            <numerusform>%1 získává %n body za cestu.</numerusform>
            <numerusform>%1 získává %n bodů za cestu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="52"/>
        <source>%1 scores %n point(s) for a city.</source>
        <translation>
            <numerusform>%1 získává %n bod za město.</numerusform>
            <numerusform>%1 získává %n body za město.</numerusform>
            <numerusform>%1 získává %n bodů za město.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="54"/>
        <source>%1 scores %n point(s) for a monastery.</source>
        <translation>
            <numerusform>%1 získává %n bod za klášter.</numerusform>
            <numerusform>%1 získává %n body za klášter.</numerusform>
            <numerusform>%1 získává %n bodů za klášter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="56"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vítězí s %n bodem!</numerusform>
            <numerusform>%1 vítězí se %n body!</numerusform>
            <numerusform>%1 vítězí s %n body!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="58"/>
        <source>A shared victory: %1, with %n point(s) each!</source>
        <translation>
            <numerusform>Společné vítězství: %1, každý s %n bodem!</numerusform>
            <numerusform>Společné vítězství: %1, každý se %n body!</numerusform>
            <numerusform>Společné vítězství: %1, každý s %n body!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="60"/>
        <source>A road of %n tile(s).</source>
        <translation>
            <numerusform>Cesta z %n kartičky.</numerusform>
            <numerusform>Cesta ze %n kartiček.</numerusform>
            <numerusform>Cesta z %n kartiček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="62"/>
        <source>A city of %n tile(s).</source>
        <translation>
            <numerusform>Město z %n kartičky.</numerusform>
            <numerusform>Město ze %n kartiček.</numerusform>
            <numerusform>Město z %n kartiček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="64"/>
        <source>A completed road of %n tile(s).</source>
        <translation>
            <numerusform>Dokončená cesta z %n kartičky.</numerusform>
            <numerusform>Dokončená cesta ze %n kartiček.</numerusform>
            <numerusform>Dokončená cesta z %n kartiček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="66"/>
        <source>A completed city of %n tile(s).</source>
        <translation>
            <numerusform>Dokončené město z %n kartičky.</numerusform>
            <numerusform>Dokončené město ze %n kartiček.</numerusform>
            <numerusform>Dokončené město z %n kartiček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="68"/>
        <source>A monastery with %n neighbouring tile(s) of 8.</source>
        <translation>
            <numerusform>Klášter: %n z 8 sousedních kartiček.</numerusform>
            <numerusform>Klášter: %n z 8 sousedních kartiček.</numerusform>
            <numerusform>Klášter: %n z 8 sousedních kartiček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="70"/>
        <source>A farm that supplies %n completed city(-ies).</source>
        <translation>
            <numerusform>Louka, která zásobuje %n dokončené město.</numerusform>
            <numerusform>Louka, která zásobuje %n dokončená města.</numerusform>
            <numerusform>Louka, která zásobuje %n dokončených měst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneLog</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="168"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="169"/>
        <source>with %n shield(s)</source>
        <translation>
            <numerusform>s %n erbem</numerusform>
            <numerusform>se %n erby</numerusform>
            <numerusform>s %n erby</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="170"/>
        <source>%1&apos;s road of %n tile(s): %2.</source>
        <translation>
            <numerusform>Cesta hráče %1 (%n kartička): %2.</numerusform>
            <numerusform>Cesta hráče %1 (%n kartičky): %2.</numerusform>
            <numerusform>Cesta hráče %1 (%n kartiček): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="171"/>
        <source>A road of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Společná cesta hráčů %1 (%n kartička): každému %2.</numerusform>
            <numerusform>Společná cesta hráčů %1 (%n kartičky): každému %2.</numerusform>
            <numerusform>Společná cesta hráčů %1 (%n kartiček): každému %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="172"/>
        <source>%1&apos;s city of %n tile(s): %2.</source>
        <translation>
            <numerusform>Město hráče %1 (%n kartička): %2.</numerusform>
            <numerusform>Město hráče %1 (%n kartičky): %2.</numerusform>
            <numerusform>Město hráče %1 (%n kartiček): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="173"/>
        <source>A city of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Společné město hráčů %1 (%n kartička): každému %2.</numerusform>
            <numerusform>Společné město hráčů %1 (%n kartičky): každému %2.</numerusform>
            <numerusform>Společné město hráčů %1 (%n kartiček): každému %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="174"/>
        <source>%1&apos;s city of %n tile(s) %3: %2.</source>
        <translation>
            <numerusform>Město hráče %1 (%n kartička) %3: %2.</numerusform>
            <numerusform>Město hráče %1 (%n kartičky) %3: %2.</numerusform>
            <numerusform>Město hráče %1 (%n kartiček) %3: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="175"/>
        <source>A city of %n tile(s) %3, shared by %1: %2 each.</source>
        <translation>
            <numerusform>Společné město hráčů %1 (%n kartička) %3: každému %2.</numerusform>
            <numerusform>Společné město hráčů %1 (%n kartičky) %3: každému %2.</numerusform>
            <numerusform>Společné město hráčů %1 (%n kartiček) %3: každému %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="176"/>
        <source>%1&apos;s monastery: %n point(s).</source>
        <translation>
            <numerusform>Klášter hráče %1: %n bod.</numerusform>
            <numerusform>Klášter hráče %1: %n body.</numerusform>
            <numerusform>Klášter hráče %1: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="177"/>
        <source>%1&apos;s farm supplying %n completed city(-ies): %2.</source>
        <translation>
            <numerusform>Louka hráče %1, která zásobuje %n dokončené město: %2.</numerusform>
            <numerusform>Louka hráče %1, která zásobuje %n dokončená města: %2.</numerusform>
            <numerusform>Louka hráče %1, která zásobuje %n dokončených měst: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="178"/>
        <source>A farm supplying %n completed city(-ies), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Společná louka hráčů %1, která zásobuje %n dokončené město: každému %2.</numerusform>
            <numerusform>Společná louka hráčů %1, která zásobuje %n dokončená města: každému %2.</numerusform>
            <numerusform>Společná louka hráčů %1, která zásobuje %n dokončených měst: každému %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneTour</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="63"/>
        <source>Alex</source>
        <translation>Aleš</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="64"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="312"/>
        <source>First turn the tile as the balloon says.</source>
        <translation>Nejprve otočte kartičku tak, jak říká bublina.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="314"/>
        <source>First tick “Show the farms”.</source>
        <translation>Nejprve zaškrtněte „Zobrazit louky“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="316"/>
        <source>First read the balloon, then click “Next”.</source>
        <translation>Nejprve si přečtěte bublinu, pak klikněte na „Další“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="321"/>
        <source>The tile fits there, but this lesson puts it on the ringed square.</source>
        <translation>Kartička tam pasuje, ale v této lekci ji přiložíte na označené místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="325"/>
        <source>The tile fits there turned this way too, but this lesson turns it as the balloon says.</source>
        <translation>Takto otočená kartička tam pasuje také, ale v této lekci ji otočíte tak, jak říká bublina.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="330"/>
        <source>A follower may stand there, but this lesson keeps it: click “No follower”.</source>
        <translation>Figurka tam stát může, ale v této lekci ji necháte v zásobě: klikněte na „Bez figurky“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="335"/>
        <source>This lesson places a follower now: drag it onto the ringed place.</source>
        <translation>V této lekci teď postavíte figurku: přetáhněte ji na označenou část kartičky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="336"/>
        <source>A follower may stand there, but this lesson puts it on the ringed place.</source>
        <translation>Figurka tam stát může, ale v této lekci ji postavíte na označenou část kartičky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="40"/>
        <source>Anna waits while you read the balloon.</source>
        <translation>Anna čeká, až si přečtete bublinu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="110"/>
        <source>If the game ended now</source>
        <translation>Kdyby hra skončila teď</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="39"/>
        <source>%1 Nothing has changed.</source>
        <translation>%1 Nic se nezměnilo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="36"/>
        <source>Leave the lesson</source>
        <translation>Opustit lekci</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="38"/>
        <source>Finish</source>
        <translation>Dokončit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="37"/>
        <source>Next</source>
        <translation>Další</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="75"/>
        <source>Welcome to Carcassonne! You and Anna build a landscape of tiles together; your followers on its roads, cities, monasteries and fields score points. Follow the balloons (Escape leaves at any time).</source>
        <translation>Vítejte v Carcassonne! Vy a Anna společně stavíte krajinu z kartiček; vaše figurky na jejích cestách, ve městech, klášterech a na loukách získávají body. Řiďte se bublinami (klávesa Escape lekci kdykoli ukončí).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="83"/>
        <source>Each turn you draw a tile: this one. It must continue what it touches, road to road, city to city, field to field; the lit squares are where it fits. Drag it onto the ringed square.</source>
        <translation>V každém tahu si vezmete kartičku: tuto. Musí navazovat na to, čeho se dotýká: cesta na cestu, město na město, louka na louku; zvýrazněná místa ukazují, kam pasuje. Přetáhněte ji na označené místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="93"/>
        <source>Then you may place one follower on the tile you just placed. Drag a follower from your supply onto the road (or click the road): it stands there as a robber.</source>
        <translation>Pak smíte na právě přiloženou kartičku postavit jednu figurku. Přetáhněte figurku ze zásoby na cestu (nebo na cestu klikněte): stojí tam jako lupič.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="105"/>
        <source>Anna placed a crossroads on the left. A road ends at a crossroads, so your robber&apos;s road now has one finished end.</source>
        <translation>Anna přiložila vlevo křižovatku. Na křižovatce cesta končí, takže cesta vašeho lupiče má teď jeden konec hotový.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="113"/>
        <source>You drew a crossroads too. Below your first tile it ends your road, but only with a road at its top: turn it a quarter turn. Press R, turn the mouse wheel over the tile, or click Rotate.</source>
        <translation>I vy máte křižovatku. Pod vaší první kartičkou ukončí vaši cestu, ale jen s cestou nahoře: otočte ji o čtvrt otáčky. Stiskněte R, otočte kolečkem myši nad kartičkou nebo klikněte na Otočit.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="124"/>
        <source>Now its road meets the end of your road. Drag the tile onto the ringed square.</source>
        <translation>Teď její cesta navazuje na konec vaší cesty. Přetáhněte kartičku na označené místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="133"/>
        <source>A follower is never a must. Keep your followers this time: click “No follower” (or press Enter).</source>
        <translation>Figurku stavět nemusíte. Tentokrát si figurky nechte: klikněte na „Bez figurky“ (nebo stiskněte Enter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="142"/>
        <source>Your road is completed: it ends at a crossroads at both ends. A completed road scores 1 point per tile: 4 tiles, 4 points for you. Your robber goes back to your supply.</source>
        <translation>Vaše cesta je dokončená: na obou koncích končí křižovatkou. Dokončená cesta dává 1 bod za každou kartičku: 4 kartičky, 4 body pro vás. Váš lupič se vrací do zásoby.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="152"/>
        <source>Anna put a robber on her road. Your tile has a city with a shield. Turn it so that its city meets the start tile&apos;s city, and drag it onto the ringed square.</source>
        <translation>Anna postavila lupiče na svou cestu. Na vaší kartičce je město s erbem. Otočte ji tak, aby její město navazovalo na město startovní kartičky, a přetáhněte ji na označené místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="162"/>
        <source>Put a follower into the city: there it is a knight. The city is still open at the top.</source>
        <translation>Postavte figurku do města: tam je rytířem. Město je nahoře ještě otevřené.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="173"/>
        <source>This tile closes your city. Turn it so that its city faces down, and drag it onto the ringed square.</source>
        <translation>Tato kartička vaše město uzavře. Otočte ji tak, aby její město bylo dole, a přetáhněte ji na označené místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="182"/>
        <source>Your knight already holds this city, so no other follower may go into it. Click “No follower”.</source>
        <translation>Váš rytíř už toto město drží, takže do něj žádná další figurka nesmí. Klikněte na „Bez figurky“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="190"/>
        <source>Your city is completed. A completed city scores 2 points per tile and 2 per shield: 3 tiles and 1 shield make 8 points. Your knight goes back to your supply.</source>
        <translation>Vaše město je dokončené. Dokončené město dává 2 body za každou kartičku a 2 za každý erb: 3 kartičky a 1 erb dělají 8 bodů. Váš rytíř se vrací do zásoby.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="200"/>
        <source>Anna put a knight into a city of her own. You drew a monastery: drag it onto the ringed square.</source>
        <translation>Anna postavila rytíře do svého vlastního města. Vaše kartička je klášter: přetáhněte ji na označené místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="209"/>
        <source>Put a follower into the monastery: it is a monk. The monastery is completed when all 8 squares around it hold tiles; then it scores 9 points.</source>
        <translation>Postavte figurku do kláštera: je to mnich. Klášter je dokončený, když na všech 8 místech kolem něj leží kartičky; pak dává 9 bodů.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="221"/>
        <source>Fields score only at the end of the game. Drag this tile onto the ringed square, beside your completed city.</source>
        <translation>Louky se počítají až na konci hry. Přetáhněte tuto kartičku na označené místo, vedle vašeho dokončeného města.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="231"/>
        <source>Drag a follower onto the field (the green land) of this tile: it lies down there as a farmer and stays until the end of the game.</source>
        <translation>Přetáhněte figurku na louku (zelenou část) této kartičky: leží tam jako sedlák až do konce hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="243"/>
        <source>Anna closed the small city above your farmer. Nobody had a knight in it, so nobody scored it; but it is a completed city beside your farm.</source>
        <translation>Anna uzavřela malé město nad vaším sedlákem. Nikdo v něm neměl rytíře, takže za něj nikdo body nedostal; je to ale dokončené město vedle vaší louky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="252"/>
        <source>Connected fields make a farm. Tick “Show the farms” to see each farm in the colour of the player whose farmers hold it.</source>
        <translation>Propojené části louky tvoří jednu louku. Zaškrtněte „Zobrazit louky“ a uvidíte každou louku v barvě hráče, jehož sedláci ji drží.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="261"/>
        <source>The game ends after the last tile. Then every farm scores 3 points for each completed city it touches; incomplete roads and cities score 1 point per tile (and per shield), a monastery 1 point plus 1 per tile around it. If the game ended now: your farm touches 2 completed cities (6 points), your monastery has 4 tiles around it (5 points).</source>
        <translation>Hra končí po poslední kartičce. Pak každá louka dává 3 body za každé dokončené město, které zásobuje; nedokončené cesty a města dávají 1 bod za kartičku (a za erb), klášter 1 bod a 1 za každou kartičku kolem něj. Kdyby hra skončila teď: vaše louka zásobuje 2 dokončená města (6 bodů), kolem vašeho kláštera leží 4 kartičky (5 bodů).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="272"/>
        <source>Well done: you know every step of a turn! The player with the most points after the final scoring wins. Click “Finish”, then start a game of your own with Game → New game.</source>
        <translation>Výborně: znáte každý krok tahu! Vyhrává hráč s nejvíce body po závěrečném bodování. Klikněte na „Dokončit“ a pak začněte vlastní hru: Hra → Nová hra.</translation>
    </message>
</context>
<context>
    <name>CarcassonneWhere</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="23"/>
        <source>Directly north of the start tile</source>
        <translation>Hned severně od startovní kartičky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="24"/>
        <source>Directly north-east of the start tile</source>
        <translation>Hned severovýchodně od startovní kartičky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="25"/>
        <source>Directly east of the start tile</source>
        <translation>Hned východně od startovní kartičky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="26"/>
        <source>Directly south-east of the start tile</source>
        <translation>Hned jihovýchodně od startovní kartičky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="27"/>
        <source>Directly south of the start tile</source>
        <translation>Hned jižně od startovní kartičky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="28"/>
        <source>Directly south-west of the start tile</source>
        <translation>Hned jihozápadně od startovní kartičky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="29"/>
        <source>Directly west of the start tile</source>
        <translation>Hned západně od startovní kartičky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="30"/>
        <source>Directly north-west of the start tile</source>
        <translation>Hned severozápadně od startovní kartičky</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="37"/>
        <source>%n tile(s) north of the start tile</source>
        <translation>
            <numerusform>%n kartička severně od startovní kartičky</numerusform>
            <numerusform>%n kartičky severně od startovní kartičky</numerusform>
            <numerusform>%n kartiček severně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="38"/>
        <source>%n tile(s) east of the start tile</source>
        <translation>
            <numerusform>%n kartička východně od startovní kartičky</numerusform>
            <numerusform>%n kartičky východně od startovní kartičky</numerusform>
            <numerusform>%n kartiček východně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="39"/>
        <source>%n tile(s) south of the start tile</source>
        <translation>
            <numerusform>%n kartička jižně od startovní kartičky</numerusform>
            <numerusform>%n kartičky jižně od startovní kartičky</numerusform>
            <numerusform>%n kartiček jižně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="40"/>
        <source>%n tile(s) west of the start tile</source>
        <translation>
            <numerusform>%n kartička západně od startovní kartičky</numerusform>
            <numerusform>%n kartičky západně od startovní kartičky</numerusform>
            <numerusform>%n kartiček západně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="41"/>
        <source>%n tile(s) north-east of the start tile</source>
        <translation>
            <numerusform>%n kartička severovýchodně od startovní kartičky</numerusform>
            <numerusform>%n kartičky severovýchodně od startovní kartičky</numerusform>
            <numerusform>%n kartiček severovýchodně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="42"/>
        <source>%n tile(s) south-east of the start tile</source>
        <translation>
            <numerusform>%n kartička jihovýchodně od startovní kartičky</numerusform>
            <numerusform>%n kartičky jihovýchodně od startovní kartičky</numerusform>
            <numerusform>%n kartiček jihovýchodně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="43"/>
        <source>%n tile(s) south-west of the start tile</source>
        <translation>
            <numerusform>%n kartička jihozápadně od startovní kartičky</numerusform>
            <numerusform>%n kartičky jihozápadně od startovní kartičky</numerusform>
            <numerusform>%n kartiček jihozápadně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="44"/>
        <source>%n tile(s) north-west of the start tile</source>
        <translation>
            <numerusform>%n kartička severozápadně od startovní kartičky</numerusform>
            <numerusform>%n kartičky severozápadně od startovní kartičky</numerusform>
            <numerusform>%n kartiček severozápadně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="51"/>
        <source>%n tile(s) north and %1 east of the start tile</source>
        <translation>
            <numerusform>%n kartička severně a %1 východně od startovní kartičky</numerusform>
            <numerusform>%n kartičky severně a %1 východně od startovní kartičky</numerusform>
            <numerusform>%n kartiček severně a %1 východně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="52"/>
        <source>%n tile(s) south and %1 east of the start tile</source>
        <translation>
            <numerusform>%n kartička jižně a %1 východně od startovní kartičky</numerusform>
            <numerusform>%n kartičky jižně a %1 východně od startovní kartičky</numerusform>
            <numerusform>%n kartiček jižně a %1 východně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="53"/>
        <source>%n tile(s) south and %1 west of the start tile</source>
        <translation>
            <numerusform>%n kartička jižně a %1 západně od startovní kartičky</numerusform>
            <numerusform>%n kartičky jižně a %1 západně od startovní kartičky</numerusform>
            <numerusform>%n kartiček jižně a %1 západně od startovní kartičky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="54"/>
        <source>%n tile(s) north and %1 west of the start tile</source>
        <translation>
            <numerusform>%n kartička severně a %1 západně od startovní kartičky</numerusform>
            <numerusform>%n kartičky severně a %1 západně od startovní kartičky</numerusform>
            <numerusform>%n kartiček severně a %1 západně od startovní kartičky</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="47"/>
        <source>blue</source>
        <translation>modrá</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="48"/>
        <source>red</source>
        <translation>červená</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="49"/>
        <source>yellow</source>
        <translation>žlutá</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="50"/>
        <source>green</source>
        <translation>zelená</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/pieces.py" line="31"/>
        <source>black</source>
        <translation>černá</translation>
    </message>
</context>
<context>
    <name>CostliestMoves</name>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="76"/>
        <source>Expert reviews your moves and shows where its advice was worth the most</source>
        <translation>Expert projde vaše tahy a ukáže, kde jeho rada měla největší cenu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="99"/>
        <source>Your three costliest moves</source>
        <translation>Vaše tři nejdražší tahy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="100"/>
        <source>%1&apos;s three costliest moves</source>
        <translation>Tři nejdražší tahy: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="130"/>
        <source>Expert is reviewing the moves of %1…</source>
        <translation>Expert prochází tahy hráče %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="179"/>
        <source>Expert found no move of %1&apos;s it would clearly have played otherwise.</source>
        <translation>Expert nenašel žádný tah hráče %1, který by zjevně zahrál jinak.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="182"/>
        <source>Where %1 lost the most points against Expert&apos;s advice:</source>
        <translation>Kde hráč %1 ztratil nejvíc bodů oproti radě Experta:</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/kit/costliest.py" line="185"/>
        <source>Move %1: about %n point(s) below Expert&apos;s advice</source>
        <translation>
            <numerusform>Krok %1: asi o %n bod méně než rada Experta</numerusform>
            <numerusform>Krok %1: asi o %n body méně než rada Experta</numerusform>
            <numerusform>Krok %1: asi o %n bodů méně než rada Experta</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="188"/>
        <source>Open the replay at this move, Expert&apos;s advice drawn on the position before it</source>
        <translation>Otevřít přehrávání u tohoto tahu, s radou Experta zakreslenou do pozice před ním</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="43"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="45"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="47"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="49"/>
        <source>Winner: %1, with %n point(s)!</source>
        <translation>
            <numerusform>Vítězí %1: %n vítězný bod!</numerusform>
            <numerusform>Vítězí %1: %n vítězné body!</numerusform>
            <numerusform>Vítězí %1: %n vítězných bodů!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="51"/>
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>V ruce: %n karta</numerusform>
            <numerusform>V ruce: %n karty</numerusform>
            <numerusform>V ruce: %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="53"/>
        <source>places %n house(s)</source>
        <translation>
            <numerusform>postaví %n domeček</numerusform>
            <numerusform>postaví %n domečky</numerusform>
            <numerusform>postaví %n domečků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="55"/>
        <source>no carriage: it needs %n card(s)</source>
        <translation>
            <numerusform>bez kočáru: potřebuje %n kartu</numerusform>
            <numerusform>bez kočáru: potřebuje %n karty</numerusform>
            <numerusform>bez kočáru: potřebuje %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="57"/>
        <source>Last round: %1 ends the game; %2 still play(s).</source>
        <translation>
            <numerusform>Poslední kolo: %1 ukončuje hru; ještě hraje %2.</numerusform>
            <numerusform>Poslední kolo: %1 ukončuje hru; ještě hrají %2.</numerusform>
            <numerusform>Poslední kolo: %1 ukončuje hru; ještě hrají %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="59"/>
        <source>%n house(s) left</source>
        <translation>
            <numerusform>zbývá %n domeček</numerusform>
            <numerusform>zbývají %n domečky</numerusform>
            <numerusform>zbývá %n domečků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="61"/>
        <source>%n card(s) in the deck. Drag onto your hand, or click, to draw the top card.</source>
        <translation>
            <numerusform>%n karta v balíčku. Přetáhněte ji do ruky nebo klikněte a vezmete si vrchní kartu.</numerusform>
            <numerusform>%n karty v balíčku. Přetáhněte balíček do ruky nebo klikněte a vezmete si vrchní kartu.</numerusform>
            <numerusform>%n karet v balíčku. Přetáhněte balíček do ruky nebo klikněte a vezmete si vrchní kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="63"/>
        <source>Top tile: %1; %n tile(s) left.</source>
        <translation>
            <numerusform>Vrchní žeton: %1; zbývá %n žeton.</numerusform>
            <numerusform>Vrchní žeton: %1; zbývají %n žetony.</numerusform>
            <numerusform>Vrchní žeton: %1; zbývá %n žetonů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="65"/>
        <source>Discard %n card(s) down to 3: click a card or drag it to the discard pile.</source>
        <translation>
            <numerusform>Odhoďte %n kartu, aby zůstaly 3: klikněte na kartu nebo ji přetáhněte na odhazovací balíček.</numerusform>
            <numerusform>Odhoďte %n karty, aby zůstaly 3: klikněte na kartu nebo ji přetáhněte na odhazovací balíček.</numerusform>
            <numerusform>Odhoďte %n karet, aby zůstaly 3: klikněte na kartu nebo ji přetáhněte na odhazovací balíček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="67"/>
        <source>Drag a house:
%n left</source>
        <translation>
            <numerusform>Přetáhněte domeček:
zbývá %n</numerusform>
            <numerusform>Přetáhněte domeček:
zbývají %n</numerusform>
            <numerusform>Přetáhněte domeček:
zbývá %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="69"/>
        <source>A route needs at least 3 cards to be scored; yours has %n.</source>
        <translation>
            <numerusform>K ohodnocení potřebuje cesta aspoň 3 karty; vaše má %n kartu.</numerusform>
            <numerusform>K ohodnocení potřebuje cesta aspoň 3 karty; vaše má %n karty.</numerusform>
            <numerusform>K ohodnocení potřebuje cesta aspoň 3 karty; vaše má %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="71"/>
        <source>%1 scored a route of %n card(s).</source>
        <translation>
            <numerusform>%1 hodnotí cestu o %n kartě.</numerusform>
            <numerusform>%1 hodnotí cestu o %n kartách.</numerusform>
            <numerusform>%1 hodnotí cestu o %n kartách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="73"/>
        <source>Your route of %n card(s) will be discarded without scoring. Start a new route?</source>
        <translation>
            <numerusform>Vaše cesta o %n kartě bude zrušena bez hodnocení. Založit novou cestu?</numerusform>
            <numerusform>Vaše cesta o %n kartách bude zrušena bez hodnocení. Založit novou cestu?</numerusform>
            <numerusform>Vaše cesta o %n kartách bude zrušena bez hodnocení. Založit novou cestu?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="75"/>
        <source>%1 scored a route of %n card(s) with the Cartwright.</source>
        <translation>
            <numerusform>%1 hodnotí cestu o %n kartě s pomocí koláře.</numerusform>
            <numerusform>%1 hodnotí cestu o %n kartách s pomocí koláře.</numerusform>
            <numerusform>%1 hodnotí cestu o %n kartách s pomocí koláře.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="68"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="137"/>
        <source>Rematch</source>
        <translation>Odveta</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="139"/>
        <source>New game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="138"/>
        <source>Replay this game</source>
        <translation>Přehrát tuto hru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="109"/>
        <source>The scores over the game: everyone starts at −%1, a point off for each house not yet placed.</source>
        <translation>Body v průběhu hry: každý začíná na −%1, protože každý dosud nepostavený domeček ubírá bod.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="140"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="141"/>
        <source>The same players again, with a new deal</source>
        <translation>Titíž hráči znovu, s novým rozdáním</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="142"/>
        <source>Watch this game again, move by move</source>
        <translation>Přehrát si tuto hru znovu, krok po kroku</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="143"/>
        <source>Choose the players of a new game</source>
        <translation>Vybrat hráče nové hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="202"/>
        <source>%1 tied; %2 holds the game-end tile and so wins the tie.</source>
        <translation>Shodný počet bodů: %1. Vítězí %2, protože má žeton bonusu za ukončení hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="204"/>
        <source>%1 tied; the tied player who comes soonest after %2 (holder of the game-end tile) wins.</source>
        <translation>Shodný počet bodů: %1. Vítězí ten z nich, kdo je na tahu nejdříve po hráči se žetonem bonusu za ukončení hry (%2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="206"/>
        <source>No tie.</source>
        <translation>Bez remízy.</translation>
    </message>
</context>
<context>
    <name>EndTexts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="28"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="32"/>
        <source>point(s)</source>
        <translation>
            <numerusform>bod</numerusform>
            <numerusform>body</numerusform>
            <numerusform>bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureWorth</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="26"/>
        <source>It has %n shield(s).</source>
        <translation>
            <numerusform>Má %n erb.</numerusform>
            <numerusform>Má %n erby.</numerusform>
            <numerusform>Má %n erbů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="28"/>
        <source>If the game ended now, it would score %n point(s).</source>
        <translation>
            <numerusform>Kdyby hra skončila teď: %n bod.</numerusform>
            <numerusform>Kdyby hra skončila teď: %n body.</numerusform>
            <numerusform>Kdyby hra skončila teď: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="30"/>
        <source>Once completed, it will score at least %n point(s).</source>
        <translation>
            <numerusform>Po dokončení: nejméně %n bod.</numerusform>
            <numerusform>Po dokončení: nejméně %n body.</numerusform>
            <numerusform>Po dokončení: nejméně %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="40"/>
        <source>A robber on this road</source>
        <translation>Lupič na této cestě</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="42"/>
        <source>A knight in this city</source>
        <translation>Rytíř v tomto městě</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="44"/>
        <source>A monk in this monastery</source>
        <translation>Mnich v tomto klášteře</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="45"/>
        <source>A farmer on this field</source>
        <translation>Sedlák na této louce</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="32"/>
        <source>As it stands, it would score %n point(s) at the end of the game.</source>
        <translation>
            <numerusform>Na konci hry v současném stavu: %n bod.</numerusform>
            <numerusform>Na konci hry v současném stavu: %n body.</numerusform>
            <numerusform>Na konci hry v současném stavu: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="34"/>
        <source>It scores %n point(s) when this turn ends.</source>
        <translation>
            <numerusform>Na konci tohoto tahu: %n bod.</numerusform>
            <numerusform>Na konci tohoto tahu: %n body.</numerusform>
            <numerusform>Na konci tohoto tahu: %n bodů.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <location filename="../thurntaxis/taxis/stats.py" line="12"/>
        <source>Longest route scored (cards):</source>
        <translation>Nejdelší ohodnocená cesta (karty):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/stats.py" line="13"/>
        <source>Largest carriage built:</source>
        <translation>Největší postavený kočár:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="13"/>
        <source>Points from cities (average per game):</source>
        <translation>Body za města (průměrně za hru):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="14"/>
        <source>Points from roads (average per game):</source>
        <translation>Body za cesty (průměrně za hru):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="15"/>
        <source>Points from monasteries (average per game):</source>
        <translation>Body za kláštery (průměrně za hru):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="16"/>
        <source>Points from farms (average per game):</source>
        <translation>Body za louky (průměrně za hru):</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="18"/>
        <source>The file cannot be read (%1).</source>
        <translation>Soubor nelze přečíst (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="19"/>
        <source>It is not a file.</source>
        <translation>Nejde o soubor.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="21"/>
        <source>The file is larger than any saved game (%1 KiB).</source>
        <translation>Soubor je větší než jakákoli uložená hra (%1 KiB).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="24"/>
        <source>The file is not text in UTF-8.</source>
        <translation>Soubor není text v kódování UTF-8.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="26"/>
        <source>The file is damaged: it is not valid JSON (line %1, column %2).</source>
        <translation>Soubor je poškozený: není to platný JSON (řádek %1, sloupec %2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="29"/>
        <source>The file is damaged: its data is nested too deeply.</source>
        <translation>Soubor je poškozený: jeho data jsou vnořena příliš hluboko.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="30"/>
        <source>The file is damaged: a number in it has too many digits.</source>
        <translation>Soubor je poškozený: jedno z čísel má příliš mnoho číslic.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="35"/>
        <source>The entry “%1” is missing.</source>
        <translation>Chybí položka „%1“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="36"/>
        <source>The entry “%1” does not belong in a saved game.</source>
        <translation>Položka „%1“ do uložené hry nepatří.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="37"/>
        <source>The entry “%1” has a value this program cannot use.</source>
        <translation>Položka „%1“ má hodnotu, kterou tento program nemůže použít.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="38"/>
        <source>The name of player %1 is empty.</source>
        <translation>Jméno hráče č. %1 je prázdné.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="40"/>
        <source>The name of player %1 is longer than %2 characters.</source>
        <translation>Jméno hráče č. %1 má víc než %2 znaků.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="44"/>
        <source>The name of player %1 contains a line break or another control character.</source>
        <translation>Jméno hráče č. %1 obsahuje zalomení řádku nebo jiný řídicí znak.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="48"/>
        <source>The game has more than %1 moves, more than any game this program plays.</source>
        <translation>Hra má víc než %1 kroků, víc než kterákoli hra v tomto programu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="51"/>
        <source>The deck in the file is not the game&apos;s 66 city cards.</source>
        <translation>Balíček v souboru neodpovídá 66 kartám měst této hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="52"/>
        <source>The starting player is not one of the players.</source>
        <translation>Začínající hráč není mezi hráči.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="53"/>
        <source>The seats do not match the players.</source>
        <translation>Místa u stolu neodpovídají hráčům.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="54"/>
        <source>Two players have the same colour.</source>
        <translation>Dva hráči mají stejnou barvu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="72"/>
        <source>Move %1 (%2) is not written in the game&apos;s notation.</source>
        <translation>Krok č. %1 (%2) není zapsán v notaci hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="74"/>
        <source>Move %1 (%2) is not allowed in its position.</source>
        <translation>Krok č. %1 (%2) není v dané situaci dovolen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="82"/>
        <source>It is not a saved game.</source>
        <translation>Nejde o uloženou hru.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="62"/>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="187"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Počkejte prosím: nejste na tahu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="64"/>
        <source>Nothing to undo: only your own moves of this turn that revealed no card.</source>
        <translation>Není co vrátit: vrátit lze jen vlastní kroky tohoto tahu, které neodkryly žádnou kartu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="66"/>
        <source>This game has reached %1 moves, the most a saved game can hold. Please start a new game.</source>
        <translation>Tato hra dosáhla %1 kroků, nejvíc, kolik uložená hra pojme. Začněte prosím novou hru.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="189"/>
        <source>Drop the house on one of the lit cities.</source>
        <translation>Pusťte domeček na jedno ze zvýrazněných měst.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="190"/>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Pusťte kartu do ruky, abyste si ji vzali.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="191"/>
        <source>Drop the card on the discard pile to discard it.</source>
        <translation>Pusťte kartu na odhazovací balíček, abyste ji odhodili.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="192"/>
        <source>Drop the card on a lit end of your route, or on “Start a new route”.</source>
        <translation>Pusťte kartu na zvýrazněný konec cesty nebo na „Založit novou cestu“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="185"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="347"/>
        <source>That move is not allowed now.</source>
        <translation>Tento krok teď není dovolen.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="188"/>
        <source>First choose a card of your hand (click it, or press Tab).</source>
        <translation>Nejdřív vyberte kartu z ruky (klikněte na ni nebo stiskněte Tab).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="62"/>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="304"/>
        <source>Computer (%1)</source>
        <translation>Počítač (úroveň %1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="306"/>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="309"/>
        <source>Over the network</source>
        <translation>Přes síť</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="309"/>
        <source>Not connected</source>
        <translation>Bez spojení</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="321"/>
        <source>%1 · %2 · %3&lt;br&gt;Carriage: %4 · Official this turn: %5</source>
        <translation>%1 · %2 · %3&lt;br&gt;Kočár: %4 · Úředník v tomto tahu: %5</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="468"/>
        <source>Game log</source>
        <translation>Záznam hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="469"/>
        <source>New entries ↓</source>
        <translation>Nové záznamy ↓</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="470"/>
        <source>Show the newest entries of the log.</source>
        <translation>Zobrazit nejnovější záznamy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="93"/>
        <source>Play at the left end</source>
        <translation>Vyložit vlevo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="94"/>
        <source>Play at the right end</source>
        <translation>Vyložit vpravo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="95"/>
        <source>Start a new route</source>
        <translation>Založit novou cestu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="148"/>
        <source>Display</source>
        <translation>Nabídka</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="149"/>
        <source>Deck</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="150"/>
        <source>Discard</source>
        <translation>Odhozené</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="151"/>
        <source>Bonus tiles</source>
        <translation>Žetony bonusů</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="152"/>
        <source>Carriages</source>
        <translation>Kočáry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="153"/>
        <source>Routes</source>
        <translation>Cesty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="154"/>
        <source>Your route</source>
        <translation>Vaše cesta</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="155"/>
        <source>Your hand</source>
        <translation>Vaše ruka</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="176"/>
        <source>Score route</source>
        <translation>Ohodnotit cestu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="177"/>
        <source>Close your route (3 or more cards) and score it. Shortcut: S</source>
        <translation>Uzavřít cestu (3 a více karet) a ohodnotit ji. Zkratka: S</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="178"/>
        <source>End turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="179"/>
        <source>End your turn without scoring. Shortcut: E</source>
        <translation>Ukončit tah bez hodnocení cesty. Zkratka: E</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="182"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="183"/>
        <source>Take back your last move of this turn. Shortcut: Ctrl+Z</source>
        <translation>Vrátit poslední krok tohoto tahu. Zkratka: Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="184"/>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="185"/>
        <source>Show a legal move. Shortcut: H</source>
        <translation>Zobrazit dovolený krok. Zkratka: H</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="71"/>
        <source>Drag onto your hand to draw it, or click it.</source>
        <translation>Přetáhnout kartu do ruky, nebo na ni kliknout.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="125"/>
        <source>Carriage %1: needs a route of %1 cards; worth %2. %3 left.</source>
        <translation>Kočár %1: potřebuje cestu alespoň o %1 kartách; má hodnotu %2. Zbývá: %3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="221"/>
        <source>Route: %1</source>
        <translation>Cesta: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="222"/>
        <source>Hand: %1</source>
        <translation>V ruce: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="231"/>
        <source>%1, it is your turn</source>
        <translation>%1&#xa0;— jste na tahu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="232"/>
        <source>Click here (or press Space) when you are at the screen to see your hand.</source>
        <translation>Až budete u obrazovky, klikněte sem (nebo stiskněte mezerník) a uvidíte své karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="236"/>
        <source>%1 is playing</source>
        <translation>%1 je na tahu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="237"/>
        <source>Every hand stays hidden while the players change places.</source>
        <translation>Karty všech hráčů zůstávají skryté, dokud se hráči střídají u obrazovky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="270"/>
        <source>Drag to an end of your route, or click and then click a lit place.</source>
        <translation>Přetáhnout kartu na konec cesty, nebo na ni kliknout a pak kliknout na zvýrazněné místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="278"/>
        <source>Drag a house onto a lit city, or click the city.</source>
        <translation>Přetáhnout domeček na zvýrazněné město, nebo na město kliknout.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/prompt.py" line="193"/>
        <source>Where do your houses go?</source>
        <translation>Kam postavíte domečky?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="56"/>
        <source>One in each land</source>
        <translation>Po jednom v každé zemi</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="56"/>
        <source>one house per land of the route</source>
        <translation>jeden domeček v každé zemi cesty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="58"/>
        <source>%1: all route cities</source>
        <translation>%1: všechna města cesty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="59"/>
        <source>every route city of this land</source>
        <translation>každé město cesty v této zemi</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="69"/>
        <source>Point at an option to see the cities that get houses; click to choose it.</source>
        <translation>Najetím na možnost uvidíte města, která dostanou domečky; kliknutím ji zvolíte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="138"/>
        <source>Postmaster</source>
        <translation>Poštmistr</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="139"/>
        <source>Administrator</source>
        <translation>Správce</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="140"/>
        <source>Postal carrier</source>
        <translation>Pošťák</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="141"/>
        <source>Cartwright</source>
        <translation>Kolář</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="159"/>
        <source>Postmaster: after your first draw, draw a second card.</source>
        <translation>Poštmistr: po první kartě si vzít ještě druhou.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="160"/>
        <source>Administrator: before drawing, replace all six display cards with new ones.</source>
        <translation>Správce: před braním karty vyměnit všech šest karet nabídky za nové.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="161"/>
        <source>Postal carrier: after playing a card, play a second one at an end of your route.</source>
        <translation>Pošťák: po vyložení karty vyložit ještě druhou na konec cesty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="164"/>
        <source>Cartwright: score your route as if it were two cards longer, for the carriage only.</source>
        <translation>Kolář: při hodnocení cesty počítat pro kočár, jako by byla o dvě karty delší.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="173"/>
        <source>Route of 5</source>
        <translation>Délka cesty 5</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="174"/>
        <source>Route of 6</source>
        <translation>Délka cesty 6</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="175"/>
        <source>Route of 7+</source>
        <translation>Délka cesty 7+</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="176"/>
        <source>All lands</source>
        <translation>Všechny země</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="177"/>
        <source>Game end</source>
        <translation>Ukončení hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="191"/>
        <source>For scoring a route of 7 or more cards.</source>
        <translation>Za ohodnocení cesty o 7 nebo více kartách.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="196"/>
        <source>For a house in every land.</source>
        <translation>Za domeček v každé zemi.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="209"/>
        <source>No tiles left.</source>
        <translation>Nezbývá žádný žeton.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="212"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="218"/>
        <source>Bonus tile: %1</source>
        <translation>Žeton bonusu: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="232"/>
        <source>Your hand is empty: the Postmaster lets you draw two cards. Draw a card.</source>
        <translation>Nemáte v ruce žádnou kartu: poštmistr vám dovolí vzít si dvě karty. Vezměte si kartu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="234"/>
        <source>Draw your second card.</source>
        <translation>Vezměte si druhou kartu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="236"/>
        <source>Draw a card from the display.</source>
        <translation>Vezměte si kartu z nabídky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="238"/>
        <source>Draw a card from the display or the deck.</source>
        <translation>Vezměte si kartu z nabídky nebo z balíčku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="244"/>
        <source>Play a card at an end of your route (or start a new route).</source>
        <translation>Vyložte kartu na konec cesty (nebo založte novou cestu).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="246"/>
        <source>No card of your hand fits your route: start a new route.</source>
        <translation>Žádná karta z ruky do cesty nepasuje: založte novou cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="247"/>
        <source>Start your route with a card of your hand.</source>
        <translation>Založte cestu kartou z ruky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="251"/>
        <source>Score your route, call an official, or end your turn.</source>
        <translation>Ohodnoťte cestu, využijte úředníka, nebo ukončete tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="380"/>
        <source>Carriage %1: %2</source>
        <translation>Kočár %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="384"/>
        <source>No carriage yet: 0</source>
        <translation>Zatím bez kočáru: 0</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="391"/>
        <source>Points won: %1</source>
        <translation>Získané body: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="395"/>
        <source>Houses still to place: %1 (each counts −1 at the end)</source>
        <translation>Domečky k postavení: %1 (každý se na konci počítá jako −1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="398"/>
        <source>Score if the game ended now: %1</source>
        <translation>Body, kdyby hra skončila teď: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="394"/>
        <source>Bonus tiles: %1 (%2)</source>
        <translation>Žetony bonusů: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="414"/>
        <source>Last round: %1 ends the game; this is the last turn.</source>
        <translation>Poslední kolo: %1 ukončuje hru; toto je poslední tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="418"/>
        <source>%1 and %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="428"/>
        <source>carriage %1</source>
        <translation>kočár %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="430"/>
        <source>no carriage: you have the last one</source>
        <translation>bez kočáru: už máte poslední</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="438"/>
        <source>you choose where</source>
        <translation>místo volíte vy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="442"/>
        <source>tiles: %1</source>
        <translation>žetony: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="442"/>
        <source>no tile</source>
        <translation>bez žetonu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="241"/>
        <source>Postal carrier: play a second card at an end of your route.</source>
        <translation>Pošťák: vyložte druhou kartu na konec cesty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="258"/>
        <source>Choose where your houses go: one in each land, or every city of one land.</source>
        <translation>Zvolte, kam postavíte domečky: po jednom v každé zemi, nebo do všech měst jedné země.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="260"/>
        <source>Place your houses on the highlighted cities.</source>
        <translation>Postavte domečky do zvýrazněných měst.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="226"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="187"/>
        <source>For scoring a route of 5 cards.</source>
        <translation>Za ohodnocení cesty o 5 kartách.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="189"/>
        <source>For scoring a route of 6 cards.</source>
        <translation>Za ohodnocení cesty o 6 kartách.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="195"/>
        <source>For a house in every land (%1 does not count).</source>
        <translation>Za domeček v každé zemi (%1 se nepočítá).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="198"/>
        <source>For the first player to place every house or take carriage 7: the game ends after that round.</source>
        <translation>Pro prvního hráče, který postaví všechny domečky nebo získá kočár 7: hra skončí po tomto kole.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="202"/>
        <source>For a house in every city of both these lands.</source>
        <translation>Za domeček v každém městě obou těchto zemí.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="203"/>
        <source>For a house in every city of this land.</source>
        <translation>Za domeček v každém městě této země.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="239"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="271"/>
        <source>Draw a card from the deck.</source>
        <translation>Vezměte si kartu z balíčku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="253"/>
        <source>Score your route or end your turn.</source>
        <translation>Ohodnoťte cestu, nebo ukončete tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="255"/>
        <source>Call the Postal carrier or end your turn.</source>
        <translation>Využijte pošťáka, nebo ukončete tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="272"/>
        <source>Take %1 from the display.</source>
        <translation>Vezměte si z nabídky kartu %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="274"/>
        <source>Call the Administrator for a new display.</source>
        <translation>Využijte správce a vyměňte nabídku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="276"/>
        <source>Call the Postmaster and draw a second card.</source>
        <translation>Využijte poštmistra a vezměte si druhou kartu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="278"/>
        <source>Call the Postal carrier and play a second card.</source>
        <translation>Využijte pošťáka a vyložte druhou kartu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="281"/>
        <source>Play %1 at the left end of your route.</source>
        <translation>Vyložte kartu %1 na levý konec cesty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="282"/>
        <source>Play %1 at the right end of your route.</source>
        <translation>Vyložte kartu %1 na pravý konec cesty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="284"/>
        <source>Start a new route with %1.</source>
        <translation>Založte novou cestu kartou %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="287"/>
        <source>Score your route with the Cartwright.</source>
        <translation>Ohodnoťte cestu s pomocí koláře.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="288"/>
        <source>Score your route.</source>
        <translation>Ohodnoťte svou cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="256"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="290"/>
        <source>End your turn.</source>
        <translation>Ukončete tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="292"/>
        <source>Place one house in each land of your route.</source>
        <translation>Postavte po jednom domečku v každé zemi cesty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="294"/>
        <source>Place houses in every city of %1 on your route.</source>
        <translation>Postavte domečky do všech měst cesty v zemi %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="296"/>
        <source>Place a house in %1.</source>
        <translation>Postavte domeček do města %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="298"/>
        <source>Discard %1.</source>
        <translation>Odhoďte kartu %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/advicedrawing.py" line="126"/>
        <source>Played</source>
        <translation>Zahráno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/advicedrawing.py" line="145"/>
        <source>%1 played: %2 Expert&apos;s advice: %3</source>
        <translation>Hráč %1 zahrál: %2 Rada Experta: %3</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../thurntaxis/games.py" line="265"/>
        <source>Thurn and Taxis</source>
        <translation>Poštovní kurýr</translation>
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
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="128"/>
        <source>Players: %1–%2</source>
        <translation>Počet hráčů: %1–%2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="134"/>
        <source>Length: about %1 minutes</source>
        <translation>Doba hry: asi %1 min</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="297"/>
        <source>Welcome! New to a game? Learn to play starts a short guided game that shows you every step of a turn. You can leave it at any time.</source>
        <translation>Vítejte! Neznáte ještě některou ze her? Tlačítko „Naučit se hrát“ spustí krátkou hru s průvodcem, která ukáže každý krok tahu. Kdykoli ji můžete opustit.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/homedoor.py" line="111"/>
        <source>Players: %1. Moves played: %2.</source>
        <translation>Hráči: %1. Odehrané tahy: %2.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="55"/>
        <source>Host a network game</source>
        <translation>Založit síťovou hru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="79"/>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="82"/>
        <source>&amp;Players:</source>
        <translation>Hráč&amp;i:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="83"/>
        <source>Alex</source>
        <translation>Aleš</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="85"/>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="96"/>
        <source>any free port</source>
        <translation>libovolný volný port</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="97"/>
        <source>Po&amp;rt:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="100"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Kód pro připojení:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="105"/>
        <source>never</source>
        <translation>nikdy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="106"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="108"/>
        <source>A player who lost the connection may come back; after this wait the computer plays the seat.</source>
        <translation>Po ztrátě spojení se lze do hry vrátit; po této době místo převezme počítač.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="110"/>
        <source>&amp;Computer takes a lost seat after:</source>
        <translation>Počítač převezme &amp;místo po:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="113"/>
        <source>&amp;Open the game to friends</source>
        <translation>&amp;Otevřít hru přátelům</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="115"/>
        <location filename="../thurntaxis/netui/hostdialog.py" line="294"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="146"/>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="147"/>
        <source>A person on another machine</source>
        <translation>Člověk na jiném počítači</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="149"/>
        <source>Computer: %1</source>
        <translation>Počítač: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="153"/>
        <source>Seat %1:</source>
        <translation>Místo %1:</translation>
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
        <translation>Klára</translation>
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
        <translation>Zadejte své jméno.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="185"/>
        <source>The join code needs letters or digits (no accents).</source>
        <translation>Kód pro připojení potřebuje písmena nebo číslice (bez diakritiky).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="188"/>
        <source>The join code needs at least %1 letters or digits, so that nobody can guess it.</source>
        <translation>Kód pro připojení potřebuje aspoň %1 písmen nebo číslic, aby ho nikdo neuhodl.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="193"/>
        <source>Choose at least one seat for a person on another machine.</source>
        <translation>Zvolte alespoň jedno místo pro člověka na jiném počítači.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="200"/>
        <source>Cannot open port %1: %2</source>
        <translation>Port %1 nelze otevřít: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="218"/>
        <source>This hosted game is over: there is nothing to resume.</source>
        <translation>Tato síťová hra už skončila: není v čem pokračovat.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="222"/>
        <source>Resume the hosted game</source>
        <translation>Pokračovat v založené síťové hře</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="231"/>
        <source>Cannot open a port: %1</source>
        <translation>Nelze otevřít žádný port: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="234"/>
        <source>Port %1 is taken: the game is open on port %2 instead. Tell your friends the new address.</source>
        <translation>Port %1 je obsazený: hra je místo toho otevřená na portu %2. Sdělte přátelům novou adresu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="237"/>
        <source>%1, after %n move(s): your friends come back to their seats with this address and code.</source>
        <translation>
            <numerusform>%1, po %n tahu: přátelé se vracejí na svá místa s touto adresou a kódem.</numerusform>
            <numerusform>%1, po %n tazích: přátelé se vracejí na svá místa s touto adresou a kódem.</numerusform>
            <numerusform>%1, po %n tazích: přátelé se vracejí na svá místa s touto adresou a kódem.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="252"/>
        <source>The game cannot be kept for resuming later in %1 (%2).</source>
        <translation>Hru nelze uložit pro pozdější pokračování: složka %1 (%2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="279"/>
        <source>Players:</source>
        <translation>Hráči:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="285"/>
        <source>Co&amp;mputer plays this seat</source>
        <translation>Počí&amp;tač hraje za toto místo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="287"/>
        <source>Let a computer player take the chosen seat of a friend who is not back.</source>
        <translation>Přenechat počítači vybrané místo, na které se nikdo nevrátil.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="292"/>
        <source>&amp;Start the game</source>
        <translation>&amp;Zahájit hru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="304"/>
        <source>Tell your friends one of these addresses and the join code %1 (Game → Join a network game):</source>
        <translation>Sdělte přátelům jednu z těchto adres a kód pro připojení %1 (Hra → Připojit se k síťové hře):</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="316"/>
        <source>Waiting for %n player(s) to join…</source>
        <translation>
            <numerusform>Čeká se na připojení %n hráče…</numerusform>
            <numerusform>Čeká se na připojení %n hráčů…</numerusform>
            <numerusform>Čeká se na připojení %n hráčů…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="318"/>
        <source>Waiting for %n player(s) to come back…</source>
        <translation>
            <numerusform>Čeká se na návrat %n hráče…</numerusform>
            <numerusform>Čeká se na návrat %n hráčů…</numerusform>
            <numerusform>Čeká se na návrat %n hráčů…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="320"/>
        <source>Every seat is taken.</source>
        <translation>Všechna místa jsou obsazená.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../thurntaxis/shell/howtoplay.py" line="121"/>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="52"/>
        <source>Join a network game</source>
        <translation>Připojit se k síťové hře</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="56"/>
        <source>&amp;Address of the host:</source>
        <translation>&amp;Adresa hostitele:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="59"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Kód pro připojení:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="60"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="62"/>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="69"/>
        <source>&amp;Join</source>
        <translation>&amp;Připojit se</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="71"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="83"/>
        <source>Write the host&apos;s address as HOST:PORT, for example 192.168.1.20:7311.</source>
        <translation>Zadejte adresu hostitele jako HOST:PORT, například 192.168.1.20:7311.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="87"/>
        <source>Please give the join code the host told you.</source>
        <translation>Zadejte kód pro připojení, který vám sdělil hostitel.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="101"/>
        <source>Connecting to %1…</source>
        <translation>Připojování k hostiteli: %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="118"/>
        <source>You have joined as seat %1. Waiting for the host to start the game…</source>
        <translation>Připojili jste se na místo %1. Čeká se, až hostitel zahájí hru…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="154"/>
        <source>The connection to the host ended.</source>
        <translation>Spojení s hostitelem skončilo.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="73"/>
        <source>%1 placed houses in %2.</source>
        <translation>%1 staví domečky ve městech: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="76"/>
        <source>%1 took the “%2” bonus tile (%3).</source>
        <translation>%1 získává žeton bonusu „%2“ (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="82"/>
        <source>%1 took carriage %2.</source>
        <translation>%1 získává kočár %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="84"/>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation>Odhazovací balíček byl zamíchán a tvoří nový balíček.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="86"/>
        <source>%1 had no cards: the Postmaster is called automatically.</source>
        <translation>%1 nemá v ruce žádnou kartu: poštmistr pomáhá automaticky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="88"/>
        <source>%1 took back a move.</source>
        <translation>%1 vrací krok zpět.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="90"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="92"/>
        <source>A computer player failed; it plays a plain legal move instead.</source>
        <translation>Počítačový hráč selhal; místo toho provede jednoduchý dovolený krok.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="94"/>
        <source>A new game begins: %1.</source>
        <translation>Nová hra. Hrají: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="96"/>
        <source>A game of %1, continued:</source>
        <translation>Pokračování hry. Hrají: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="106"/>
        <source>%1 drew a card from the deck.</source>
        <translation>%1 si bere kartu z balíčku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="107"/>
        <source>%1 took %2 from the display.</source>
        <translation>%1 si bere z nabídky kartu %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="109"/>
        <source>%1 called the Administrator: a new display.</source>
        <translation>%1 využívá správce: nová nabídka.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="111"/>
        <source>%1 called the Postmaster to draw a second card.</source>
        <translation>%1 využívá poštmistra a bere si druhou kartu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="113"/>
        <source>%1 called the Postal carrier to play a second card.</source>
        <translation>%1 využívá pošťáka a vykládá druhou kartu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="115"/>
        <source>%1 played %2 at the left end of the route.</source>
        <translation>%1 vykládá kartu %2 na levý konec cesty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="117"/>
        <source>%1 played %2 at the right end of the route.</source>
        <translation>%1 vykládá kartu %2 na pravý konec cesty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="120"/>
        <source>%1 discarded the route and started a new one with %2.</source>
        <translation>%1 ruší cestu a zakládá novou kartou %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="121"/>
        <source>%1 started a route with %2.</source>
        <translation>%1 zakládá novou cestu kartou %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="127"/>
        <source>%1 ended the turn.</source>
        <translation>%1 končí tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="129"/>
        <source>%1 chose one house in each land.</source>
        <translation>%1 volí po jednom domečku v každé zemi.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="131"/>
        <source>%1 chose every city of %2.</source>
        <translation>%1 volí všechna města země %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="133"/>
        <source>%1 placed a house in %2.</source>
        <translation>%1 staví domeček ve městě %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="135"/>
        <source>%1 discarded %2.</source>
        <translation>%1 odhazuje kartu %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="12"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="13"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="14"/>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Otevřít uloženou hru…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="15"/>
        <source>&amp;Save game…</source>
        <translation>&amp;Uložit hru…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="18"/>
        <source>Res&amp;ume the hosted game…</source>
        <translation>Pokračovat &amp;v založené síťové hře…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="19"/>
        <source>&amp;Replay a game…</source>
        <translation>&amp;Přehrát hru…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="20"/>
        <source>Replay the &amp;last finished game</source>
        <translation>Přehrát poslední &amp;dohranou hru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="21"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="22"/>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="23"/>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="24"/>
        <source>&amp;Play</source>
        <translation>&amp;Tah</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="36"/>
        <source>&amp;About…</source>
        <translation>&amp;O programu…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="20"/>
        <source>Draw from the &amp;deck</source>
        <translation>Vzít z &amp;balíčku</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="21"/>
        <source>Call the &amp;Postmaster</source>
        <translation>Využít &amp;poštmistra</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="22"/>
        <source>Call the &amp;Administrator</source>
        <translation>Využít &amp;správce</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="23"/>
        <source>Call the Postal &amp;carrier</source>
        <translation>Využít poš&amp;ťáka</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="24"/>
        <source>Next card of the hand</source>
        <translation>Další karta v ruce</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="25"/>
        <source>Previous card of the hand</source>
        <translation>Předchozí karta v ruce</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="26"/>
        <source>Play the chosen card at the &amp;left end</source>
        <translation>Vyložit zvolenou kartu na &amp;levý konec</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="27"/>
        <source>Play the chosen card at the &amp;right end</source>
        <translation>Vyložit zvolenou kartu na p&amp;ravý konec</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="28"/>
        <source>Start a &amp;new route with the chosen card</source>
        <translation>Založit &amp;novou cestu zvolenou kartou</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="29"/>
        <source>Pick the n-th choice (display card, house option, city, card)</source>
        <translation>Zvolit n-tou možnost (karta z nabídky, volba domečků, město, karta): klávesy 1–9</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="32"/>
        <source>&amp;Score route</source>
        <translation>&amp;Ohodnotit cestu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="33"/>
        <source>Score with the Cart&amp;wright</source>
        <translation>Ohodnotit s pomocí &amp;koláře</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="34"/>
        <source>&amp;End turn</source>
        <translation>Ukon&amp;čit tah</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="25"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="26"/>
        <source>&amp;Hint: show a legal move</source>
        <translation>Ra&amp;da: zobrazit dovolený krok</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="35"/>
        <source>Show my hand</source>
        <translation>Zobrazit mé karty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="27"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="28"/>
        <source>Ho&amp;me page</source>
        <translation>&amp;Domovská stránka</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="29"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Přizpůsobit oknu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="30"/>
        <source>Zoom &amp;in</source>
        <translation>Při&amp;blížit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="31"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Oddálit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="32"/>
        <source>Pla&amp;yers and log beside the table</source>
        <translation>&amp;Hráči a záznam vedle stolu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="33"/>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="34"/>
        <source>&amp;How to play</source>
        <translation>&amp;Jak hrát</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="35"/>
        <source>&amp;Learn to play (a guided game)</source>
        <translation>&amp;Naučit se hrát (hra s průvodcem)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="276"/>
        <source>The final scoring is beside the table.</source>
        <translation>Závěrečné bodování je vedle stolu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="266"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="53"/>
        <source>Nothing will be kept</source>
        <translation>Nic se neuloží</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="54"/>
        <source>Settings and the game in progress cannot be kept in %1 (%2). You can play, and save the game with Game → Save game.</source>
        <translation>Nastavení a rozehranou hru nelze uchovat ve složce %1 (%2). Můžete hrát a hru uložit příkazem Hra → Uložit hru.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="93"/>
        <source>the earlier game could not be set aside</source>
        <translation>předchozí hru nebylo možné odložit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="169"/>
        <location filename="../thurntaxis/shell/gameplay.py" line="179"/>
        <source>Leave this game?</source>
        <translation>Opustit tuto hru?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="170"/>
        <source>You leave the network game. The host keeps it, and your seat in it. Leave it?</source>
        <translation>Opouštíte síťovou hru. Hostitel si ji ponechá i s vaším místem. Opustit ji?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="180"/>
        <source>The game in progress will be lost unless you save it first. Leave it?</source>
        <translation>Rozehraná hra se ztratí, pokud ji nejdřív neuložíte. Opustit ji?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="112"/>
        <source>A network game is saved by its host, not here.</source>
        <translation>Síťovou hru ukládá její hostitel, ne tento počítač.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="117"/>
        <source>Save game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="130"/>
        <source>Saved games (*.json)</source>
        <translation>Uložené hry (*.json)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="147"/>
        <source>Not saved</source>
        <translation>Neuloženo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="148"/>
        <source>The game could not be saved: %1</source>
        <translation>Hru nebylo možné uložit: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="154"/>
        <source>Game saved to %1.</source>
        <translation>Hra uložena: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="162"/>
        <source>Open saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="186"/>
        <source>Cannot open the saved game</source>
        <translation>Uloženou hru nelze otevřít</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="187"/>
        <source>%1 is not a saved game this program can continue.

Reason: %2</source>
        <translation>Soubor %1 není uložená hra, ve které by tento program mohl pokračovat.

Důvod: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="180"/>
        <source>Game loaded from %1.</source>
        <translation>Hra načtena: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="74"/>
        <source>Replay a game</source>
        <translation>Přehrát hru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="87"/>
        <source>%1 is not a game record this program can replay.</source>
        <translation>Soubor %1 není záznam hry, který by tento program mohl přehrát.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="113"/>
        <source>The last finished game cannot be replayed.</source>
        <translation>Poslední dohranou hru nelze přehrát.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="117"/>
        <source>No game has been finished yet.</source>
        <translation>Zatím nebyla dohrána žádná hra.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="144"/>
        <source>The game of %1 cannot be replayed.</source>
        <translation>Hru (hráči: %1) nelze přehrát.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="151"/>
        <source>This game cannot be replayed yet.</source>
        <translation>Tuto hru zatím nelze přehrát.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="202"/>
        <source>The game cannot be played from here.</source>
        <translation>Od tohoto tahu nelze hrát dál.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="227"/>
        <source>Cannot replay the game</source>
        <translation>Hru nelze přehrát</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="228"/>
        <source>Reason: %1</source>
        <translation>Důvod: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/window.py" line="317"/>
        <source>Game not kept</source>
        <translation>Hra nebyla uchována</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/window.py" line="319"/>
        <source>The game in progress could not be kept for the next start (%1). Save it to a file of your choice before quitting?</source>
        <translation>Rozehranou hru nebylo možné uchovat pro příští spuštění (%1). Uložit ji před ukončením do souboru podle vašeho výběru?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="212"/>
        <source>%1 is playing…</source>
        <translation>%1 je na tahu…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="217"/>
        <source>%1, it is your turn: click the covered hand when you are ready.</source>
        <translation>%1&#xa0;— jste na tahu. Až budete připraveni, klikněte na zakryté karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="153"/>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="258"/>
        <source>Start a new route?</source>
        <translation>Založit novou cestu?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="269"/>
        <source>%1 is thinking…</source>
        <translation>%1 přemýšlí…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="205"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="209"/>
        <source>Waiting for %1 to move (over the network)…</source>
        <translation>Čeká se na tah: %1 (přes síť)…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="274"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Radu dostanete, když jste na tahu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="279"/>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="270"/>
        <source>Watch the game again, move by move?</source>
        <translation>Přehrát si tuto hru znovu, tah po tahu?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="16"/>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Založit síťovou hru…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="17"/>
        <source>&amp;Join a network game…</source>
        <translation>Připo&amp;jit se k síťové hře…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/i18n.py" line="178"/>
        <source>Thurn and Taxis &amp; Carcassonne</source>
        <translation>Poštovní kurýr &amp; Carcassonne</translation>
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
        <translation>Klára</translation>
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
        <translation>Přes síť:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="61"/>
        <source>%1 plays from another machine and is connected.</source>
        <translation>%1 hraje z jiného počítače; spojení je aktivní.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="65"/>
        <source>%1 plays from another machine and is not connected: the game waits for them.</source>
        <translation>%1 hraje z jiného počítače. Spojení je přerušené: hra čeká, až se %1 vrátí.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="15"/>
        <source>The host runs another version of the program.</source>
        <translation>Hostitel používá jinou verzi programu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="16"/>
        <source>The join code is wrong.</source>
        <translation>Kód pro připojení je chybný.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="17"/>
        <source>The host does not know the seat you came back to.</source>
        <translation>Hostitel nezná místo, na které se vracíte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="18"/>
        <source>Every seat of this game is taken.</source>
        <translation>Všechna místa v této hře jsou obsazená.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="19"/>
        <source>Please give your name.</source>
        <translation>Zadejte své jméno.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="20"/>
        <source>This game is over.</source>
        <translation>Tato hra už skončila.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="21"/>
        <source>Another player at this table has that name.</source>
        <translation>Jiný hráč u tohoto stolu už má toto jméno.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="22"/>
        <source>The host is busy: too many wrong codes came lately. Try again in a minute.</source>
        <translation>Hostitel je zaneprázdněn: v poslední době přišlo příliš mnoho chybných kódů. Zkuste to znovu za minutu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="26"/>
        <source>The host refused to seat you.</source>
        <translation>Hostitel vás do hry nepřijal.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="31"/>
        <source>Seat %1</source>
        <translation>Místo %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="33"/>
        <source>waiting for a player…</source>
        <translation>čeká na hráče…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="36"/>
        <source>connected</source>
        <translation>připojeno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="38"/>
        <source>not connected</source>
        <translation>bez spojení</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="42"/>
        <source>computer</source>
        <translation>počítač</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="44"/>
        <source>host</source>
        <translation>hostitel</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/play.py" line="77"/>
        <source>Host the game again?</source>
        <translation>Znovu otevřít hru přátelům?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/play.py" line="78"/>
        <source>You were hosting this game over the network. Host it again for the same friends? They come back to their seats with the same address and join code.

No: you play on here, and the computer plays their seats.</source>
        <translation>Tuto hru jste založili jako síťovou. Otevřít ji znovu stejným přátelům? Vrátí se na svá místa se stejnou adresou a kódem pro připojení.

Ne: hrajete dál zde a za jejich místa hraje počítač.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostresume.py" line="53"/>
        <source>Cannot resume the hosted game</source>
        <translation>V síťové hře nelze pokračovat</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostresume.py" line="61"/>
        <source>The hosted game kept in %1 cannot be resumed: %2</source>
        <translation>V síťové hře uložené v souboru %1 nelze pokračovat: %2</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="33"/>
        <source>The host has gone away: the game cannot go on. The table stays as it was.</source>
        <translation>Hostitel se odpojil: hra nemůže pokračovat. Stůl zůstává, jak byl.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="36"/>
        <source>The host cannot be reached: nobody hosts a game at that address.</source>
        <translation>Hostitel není dostupný: na této adrese žádná hra není.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="37"/>
        <source>The host sent something that is not a message of this program: the game has ended here.</source>
        <translation>Hostitel poslal něco, co není zprávou tohoto programu: zde hra skončila.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="40"/>
        <source>The host has closed the game to this seat.</source>
        <translation>Hostitel uzavřel hru pro toto místo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="48"/>
        <source>The host runs another version of the program.</source>
        <translation>Hostitel používá jinou verzi programu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="49"/>
        <source>The join code is wrong.</source>
        <translation>Kód pro připojení je chybný.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="50"/>
        <source>This game does not know the seat to come back to.</source>
        <translation>Tato hra nezná místo, na které se chcete vrátit.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="51"/>
        <source>Every seat of this game is taken.</source>
        <translation>Všechna místa v této hře jsou obsazená.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="52"/>
        <source>The host does not accept this name.</source>
        <translation>Hostitel toto jméno nepřijímá.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="53"/>
        <source>This game is over.</source>
        <translation>Tato hra už skončila.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="54"/>
        <source>Another player at this table has that name.</source>
        <translation>Jiný hráč u tohoto stolu už má toto jméno.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="55"/>
        <source>The host is busy: too many wrong codes came lately. Try again in a minute.</source>
        <translation>Hostitel je zaneprázdněn: v poslední době přišlo příliš mnoho chybných kódů. Zkuste to znovu za minutu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="56"/>
        <source>Your seat has been taken up on another connection with your seat&apos;s key (another window of yours?). This window no longer plays it.</source>
        <translation>Vaše místo převzalo jiné připojení s klíčem vašeho místa (možná vaše další okno?). Toto okno už za něj nehraje.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="62"/>
        <source>The host refused to seat you (%1).</source>
        <translation>Hostitel vám nepřidělil místo (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="68"/>
        <source>The host had moved on: your move came too late. The table shows the game as it is now.</source>
        <translation>U hostitele hra už pokročila: váš tah přišel pozdě. Stůl ukazuje hru tak, jak je teď.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="71"/>
        <source>The host did not accept that move (%1).</source>
        <translation>Hostitel tento tah nepřijal (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="106"/>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="149"/>
        <source>%1 has lost the connection.</source>
        <translation>%1: spojení bylo přerušeno.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="151"/>
        <source>%1 is back at the table.</source>
        <translation>%1 se vrací ke stolu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="168"/>
        <source>Winner: %1</source>
        <translation>Vyhrává: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="169"/>
        <source>The network game of %1 is over</source>
        <translation>Síťová hra %1 skončila</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="185"/>
        <source>The connection to the host broke: coming back to the table…</source>
        <translation>Spojení s hostitelem se přerušilo: probíhá návrat ke stolu…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="189"/>
        <source>Back at the table.</source>
        <translation>Zpět u stolu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="216"/>
        <source>The host plays a game this program does not play.</source>
        <translation>Hostitel hraje hru, kterou tento program nezná.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="234"/>
        <source>Waiting for the host to start the game…</source>
        <translation>Čeká se, až hostitel zahájí hru…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="62"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Play</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="155"/>
        <source>Alex</source>
        <translation>Aleš</translation>
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
        <translation>Klára</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="91"/>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="92"/>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="12"/>
        <source>Easy</source>
        <translation>Snadná</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="13"/>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="14"/>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="15"/>
        <source>Expert</source>
        <translation>Expertní</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="26"/>
        <source>All nine lands (rulebooks)</source>
        <translation>Všech devět zemí (pravidla)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="70"/>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="33"/>
        <source>All lands outside Baiern (first edition)</source>
        <translation>Všechny země mimo Baiern (první vydání)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="22"/>
        <source>All-lands tile:</source>
        <translation>Žeton za všechny země:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="118"/>
        <source>random</source>
        <translation>náhodně</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="119"/>
        <source>Seed (optional):</source>
        <translation>Semínko náhody (nepovinné):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="126"/>
        <source>Start</source>
        <translation>Začít</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="127"/>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="146"/>
        <source>%1 — a new game</source>
        <translation>%1&#xa0;— nová hra</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="148"/>
        <source>%1 to %2 players: tick the seats that play, and choose who plays each one.</source>
        <translation>Pro %1 až %2 hráčů: zaškrtněte místa, která hrají, a vyberte, kdo hraje na každém z nich.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="159"/>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="34"/>
        <source>The tile goes to the first player with a house in every land but Baiern (eight lands).</source>
        <translation>Žeton získá první hráč, který má domeček v každé zemi kromě Baiern (osm zemí).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="27"/>
        <source>The tile goes to the first player with a house in each of the nine lands.</source>
        <translation>Žeton získá první hráč, který má domeček v každé z devíti zemí.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="221"/>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="246"/>
        <source>Each player needs a colour of their own.</source>
        <translation>Každý hráč potřebuje vlastní barvu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="251"/>
        <source>The seed must be a whole number of up to %1 digits, or empty for a random game.</source>
        <translation>Semínko náhody musí být celé číslo (nejvýše %1 číslic), nebo prázdné pro náhodnou hru.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="108"/>
        <source>Carriage %1</source>
        <translation>Kočár %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="108"/>
        <source>Carriage</source>
        <translation>Kočár</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="113"/>
        <source>Bonus tiles</source>
        <translation>Žetony bonusů</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="116"/>
        <source>Houses placed</source>
        <translation>Postavené domečky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="117"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="120"/>
        <source>Houses not placed</source>
        <translation>Nepostavené domečky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="145"/>
        <source>Longest route scored</source>
        <translation>Nejdelší ohodnocená cesta</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="164"/>
        <source>Score = carriage + bonus tiles − one point per house not placed</source>
        <translation>Body = kočár + žetony bonusů − bod za každý nepostavený domeček</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../thurntaxis/shell/qtwords.py" line="13"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/qtwords.py" line="14"/>
        <source>Files of &amp;type:</source>
        <translation>Soubory &amp;typu:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="304"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="305"/>
        <source>%1 is not on the display.</source>
        <translation>Karta %1 není v nabídce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="306"/>
        <source>There is no card left to draw.</source>
        <translation>Už nezbývá žádná karta k dobrání.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="308"/>
        <source>You have already called an official this turn; one official per turn.</source>
        <translation>V tomto tahu jste už využili úředníka; jeden úředník za tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="311"/>
        <source>The Administrator must be called before you draw.</source>
        <translation>Správce je třeba využít před braním karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="313"/>
        <source>The Postmaster gives a second card: draw your first card before calling him.</source>
        <translation>Poštmistr dává druhou kartu: nejdřív si vezměte první.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="316"/>
        <source>The Postmaster can only be called before you play a card.</source>
        <translation>Poštmistra lze využít jen před vyložením karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="317"/>
        <source>%1 is not in your hand.</source>
        <translation>Kartu %1 nemáte v ruce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="318"/>
        <source>You have no route yet: start one with any card.</source>
        <translation>Ještě nemáte cestu: založte ji libovolnou kartou.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="319"/>
        <source>%1 is already in your route.</source>
        <translation>Město %1 už ve vaší cestě je.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="19"/>
        <source>%1 has no road to %2, the left end of your route, nor to %3, its right end.</source>
        <translation>Město %1 nemá silnici k levému konci cesty (%2) ani k pravému (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="23"/>
        <source>%1 has no road to %2, the right end of your route, nor to %3, its left end.</source>
        <translation>Město %1 nemá silnici k pravému konci cesty (%2) ani k levému (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="27"/>
        <source>%1 has no road to %2, the left end of your route; it could go at the right end, after %3.</source>
        <translation>Město %1 nemá silnici k levému konci cesty (%2), ale k pravému (%3) ano.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="33"/>
        <source>%1 has no road to %2, the right end of your route; it could go at the left end, before %3.</source>
        <translation>Město %1 nemá silnici k pravému konci cesty (%2), ale k levému (%3) ano.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="38"/>
        <source>%1 has no road to %2, the city of your route.</source>
        <translation>Město %1 nemá silnici k městu vaší cesty: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="40"/>
        <source>%1 cannot start a new route: the Postal carrier&apos;s card must go at an end of your route.</source>
        <translation>Kartou %1 nelze založit novou cestu: karta od pošťáka musí prodloužit cestu na jednom z jejích konců.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="46"/>
        <source>The Postal carrier&apos;s card must go at an end of your route, and %1 has no road to either end (%2, %3).</source>
        <translation>Karta od pošťáka musí prodloužit cestu, ale město %1 nemá silnici k jejím koncům: %2, %3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="53"/>
        <source>The Postal carrier&apos;s card must go at an end of your route, and %1 has no road to %2, the city of your route.</source>
        <translation>Karta od pošťáka musí prodloužit cestu, ale město %1 nemá silnici k městu vaší cesty: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="61"/>
        <source>The Postmaster cannot help: there is no card left to draw.</source>
        <translation>Poštmistr nepomůže: už nezbývá žádná karta k dobrání.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="65"/>
        <source>%1 is not on the route you scored: your houses go only to its cities.</source>
        <translation>Město %1 na hodnocené cestě není: domečky stavíte jen do jejích měst.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="68"/>
        <source>You already have a house in %1.</source>
        <translation>Ve městě %1 už domeček máte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="70"/>
        <source>%1 is in %2, which already has its house from this route: one house a land.</source>
        <translation>Město %1 leží v zemi %2, která už má domeček z této cesty: v každé zemi jen jeden.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="73"/>
        <source>%1 is not in %2, the land you chose.</source>
        <translation>Město %1 neleží ve zvolené zemi %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="93"/>
        <source>%1 cannot go at the left end: you have no route yet. Start one with any card.</source>
        <translation>Kartu %1 nelze vyložit na levý konec: ještě nemáte cestu. Založte ji libovolnou kartou.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="95"/>
        <source>%1 cannot go at the right end: you have no route yet. Start one with any card.</source>
        <translation>Kartu %1 nelze vyložit na pravý konec: ještě nemáte cestu. Založte ji libovolnou kartou.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="127"/>
        <source>You cannot draw %1 now.</source>
        <translation>Kartu %1 si teď nemůžete vzít.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="128"/>
        <source>You cannot draw from the deck now.</source>
        <translation>Kartu z balíčku si teď nemůžete vzít.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="129"/>
        <source>You cannot play %1 now.</source>
        <translation>Kartu %1 teď nemůžete vyložit.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="130"/>
        <source>%1: you cannot call this official now.</source>
        <translation>%1: tohoto úředníka teď nemůžete využít.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="131"/>
        <source>You cannot score your route now.</source>
        <translation>Cestu teď nemůžete ohodnotit.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="132"/>
        <source>You cannot end your turn now.</source>
        <translation>Tah teď nemůžete ukončit.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="133"/>
        <source>You cannot choose where your houses go now.</source>
        <translation>Teď nemůžete volit, kam půjdou domečky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="134"/>
        <source>You cannot place a house in %1 now.</source>
        <translation>Do města %1 teď nemůžete postavit domeček.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="135"/>
        <source>You cannot discard %1 now.</source>
        <translation>Kartu %1 teď nemůžete odhodit.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="144"/>
        <source>%1: you have already called this official this turn; one official a turn.</source>
        <translation>%1: tohoto úředníka jste v tomto tahu už využili; jeden úředník za tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="147"/>
        <source>%1: you have already called another official this turn (%2); one official a turn.</source>
        <translation>%1: v tomto tahu jste už využili jiného úředníka (%2); jeden úředník za tah.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="321"/>
        <source>None of your cards can extend your route, so the Postal carrier cannot help.</source>
        <translation>Žádná z vašich karet cestu neprodlouží, takže pošťák nepomůže.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="325"/>
        <source>Your route has no city in %1 that can take a house of yours.</source>
        <translation>Vaše cesta nemá v zemi %1 město, kam byste mohli postavit domeček.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="329"/>
        <source>A house cannot go to %1 under the option you chose.</source>
        <translation>Při zvolené možnosti nemůže domeček stát ve městě %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="333"/>
        <source>That option places the same house as one house in each land.</source>
        <translation>Tato možnost postaví stejný domeček jako „po jednom v každé zemi“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="336"/>
        <source>That is not a move of this game.</source>
        <translation>To není krok této hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="136"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="343"/>
        <source>You cannot do that now.</source>
        <translation>To teď nemůžete udělat.</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="153"/>
        <source>Back to the game</source>
        <translation>Zpět do hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="154"/>
        <source>Leave the replay (Escape)</source>
        <translation>Ukončit přehrávání (Escape)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="155"/>
        <source>Back to the results</source>
        <translation>Zpět k výsledkům</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="156"/>
        <source>Leave the replay for the end of the game: the scores, Rematch</source>
        <translation>Opustit přehrávání a vrátit se ke konci hry: výsledky, odveta</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="157"/>
        <source>First position (Home)</source>
        <translation>Začátek hry (Home)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="158"/>
        <source>One move back (Left arrow)</source>
        <translation>O krok zpět (šipka vlevo)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="159"/>
        <source>One move forward (Right arrow)</source>
        <translation>O krok vpřed (šipka vpravo)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="160"/>
        <source>Last position (End)</source>
        <translation>Konec hry (End)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="161"/>
        <source>Speed:</source>
        <translation>Rychlost:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Very fast</source>
        <translation>Velmi rychle</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="233"/>
        <source>Move %1 of %2</source>
        <translation>Krok %1 / %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="269"/>
        <source>Replay: the opening position. Escape returns to your game.</source>
        <translation>Přehrávání: výchozí pozice. Klávesa Escape vrací do vaší hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="271"/>
        <source>Replay, move %1: %2</source>
        <translation>Přehrávání, krok %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="312"/>
        <source>Pause (Space)</source>
        <translation>Pozastavit (mezerník)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="312"/>
        <source>Play (Space)</source>
        <translation>Přehrávat (mezerník)</translation>
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
        <translation>Cesta: %R. Kartu %4 lze přiložit na pravý konec, protože z města %3 vede silnice do města %4.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="196"/>
        <source>%5 may not go at the right end: there is no road from %3 to %5. At the left end it may, because %1 has a road to %5.</source>
        <translation>Kartu %5 nelze přiložit na pravý konec: z města %3 nevede silnice do města %5. Na levý konec ji přiložit lze, protože z města %1 vede silnice do města %5.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="201"/>
        <source>Mira scores %R. She places a house in every city of %9 in the route (%2, %3, %4) and takes carriage 3.</source>
        <translation>Mira hodnotí cestu %R. Postaví domeček do každého města země %9 na cestě (%2, %3, %4) a vezme si kočár 3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="210"/>
        <source>The four officials, as on the table: you may call one of them in each turn.</source>
        <translation>Čtyři úředníci, stejně jako na stole: v každém tahu můžete využít jednoho z nich.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="223"/>
        <source>A board game by Karen and Andreas Seyfarth, published by Hans im Glück in 2006.</source>
        <translation>Desková hra Karen a Andrease Seyfarthových, kterou vydalo nakladatelství Hans im Glück v roce 2006.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="107"/>
        <source>A completed city of 3 tiles with 1 shield: 2 points per tile and 2 per shield, 8 points.</source>
        <translation>Dokončené město ze 3 kartiček s 1 erbem: 2 body za každou kartičku a 2 za erb, celkem 8 bodů.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="118"/>
        <source>A completed road of 3 tiles, from crossroads to crossroads: 1 point per tile, 3 points.</source>
        <translation>Dokončená cesta ze 3 kartiček, od křižovatky ke křižovatce: 1 bod za každou kartičku, celkem 3 body.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="129"/>
        <source>A monastery surrounded by 8 tiles: 1 point for its own tile and 1 for each around it, 9 points.</source>
        <translation>Klášter obklopený 8 kartičkami: 1 bod za jeho kartičku a 1 za každou kolem něj, celkem 9 bodů.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="140"/>
        <source>At the end, a farmer&apos;s field touches 2 completed cities: 3 points for each, 6 points.</source>
        <translation>Na konci hry sousedí louka sedláka se 2 dokončenými městy: 3 body za každé, celkem 6 bodů.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="152"/>
        <source>A board game by Klaus-Jürgen Wrede, published by Hans im Glück in 2000.</source>
        <translation>Desková hra Klause-Jürgena Wredeho, kterou vydalo nakladatelství Hans im Glück v roce 2000.</translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="36"/>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="45"/>
        <source>Each line is a player&apos;s score after every move. It starts below zero: a house not yet placed costs a point.</source>
        <translation>Každá čára ukazuje body hráče po každém tahu. Začíná pod nulou: každý dosud nepostavený domeček stojí bod.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="100"/>
        <source>Each player&apos;s score after every move, round by round; the bright line is the move shown. Click to go to a move.</source>
        <translation>Body každého hráče po každém tahu, kolo po kole; světlá čára je zobrazený tah. Kliknutím přejdete na tah.</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="45"/>
        <source>Score track</source>
        <translation>Počítadlo bodů</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="178"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n bod</numerusform>
            <numerusform>%1: %n body</numerusform>
            <numerusform>%1: %n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="282"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="286"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="287"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="288"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="289"/>
        <source>Instant</source>
        <translation>Okamžitě</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="294"/>
        <source>Animation speed:</source>
        <translation>Rychlost animace:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="296"/>
        <source>System language</source>
        <translation>Jazyk systému</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="301"/>
        <source>The language of the game; it changes at once, also during a game.</source>
        <translation>Jazyk hry; změní se hned, i během hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="302"/>
        <source>Language:</source>
        <translation>Jazyk:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="307"/>
        <source>The size of the texts and panels beside the table.</source>
        <translation>Velikost textů a panelů vedle stolu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="308"/>
        <source>Text size:</source>
        <translation>Velikost textu:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="132"/>
        <source>The statistics file was damaged: it was kept as %1, and a new one starts with this game.</source>
        <translation>Soubor statistik byl poškozený: byl uschován jako %1 a nový začíná touto hrou.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="137"/>
        <source>This game was not added to the statistics: they were kept by a newer version of the game.</source>
        <translation>Tato hra nebyla přidána do statistik: vede je novější verze hry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="141"/>
        <source>This game was not added to the statistics: the file cannot be written (%1).</source>
        <translation>Tato hra nebyla přidána do statistik: soubor nelze zapsat (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="145"/>
        <source>This game was not added to the statistics: the file cannot be opened (%1).</source>
        <translation>Tato hra nebyla přidána do statistik: soubor nelze otevřít (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="154"/>
        <source>The statistics file is damaged (%1). It will be kept under another name, and a new one started, when the next game ends.</source>
        <translation>Soubor statistik je poškozený (%1). Až skončí další hra, uschová se pod jiným jménem a založí se nový.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="160"/>
        <source>The statistics cannot be read (%1).</source>
        <translation>Statistiky nelze přečíst (%1).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="275"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="276"/>
        <source>Replay the last game</source>
        <translation>Přehrát poslední hru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="281"/>
        <source>Player:</source>
        <translation>Hráč:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="283"/>
        <source>Games played:</source>
        <translation>Odehrané hry:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="284"/>
        <source>Games won:</source>
        <translation>Vyhrané hry:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="285"/>
        <source>Best score:</source>
        <translation>Nejvyšší počet bodů:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="286"/>
        <source>Average score:</source>
        <translation>Průměrný počet bodů:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="291"/>
        <source>By the strongest computer player at the table</source>
        <translation>Podle nejsilnějšího počítačového hráče u stolu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="292"/>
        <source>By the number of players</source>
        <translation>Podle počtu hráčů</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="293"/>
        <source>Score in the last games, the newest on the right</source>
        <translation>Body v posledních hrách, nejnovější vpravo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="295"/>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="296"/>
        <source>Your score in each of your last %1 games will be drawn here, the newest on the right.</source>
        <translation>Zde se vykreslí vaše body z posledních %1 her, nejnovější vpravo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="302"/>
        <source>Finished games stored: %1, of which between computer players only: %2.</source>
        <translation>Uložené dokončené hry: %1, z toho jen mezi počítačovými hráči: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="324"/>
        <source>Your games played and won against each level of computer player.</source>
        <translation>Vaše odehrané a vyhrané hry podle úrovně počítačového soupeře.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="325"/>
        <source>Your games played and won, by the number of players at the table.</source>
        <translation>Vaše odehrané a vyhrané hry podle počtu hráčů u stolu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="341"/>
        <source>No game with a person at the table has ended yet.</source>
        <translation>Zatím neskončila žádná hra s člověkem u stolu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="353"/>
        <source>%1 (%2 % of the games)</source>
        <translation>%1 (%2 % her)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="364"/>
        <source>People only</source>
        <translation>Jen lidé</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="374"/>
        <source>2 players</source>
        <translation>2 hráči</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="375"/>
        <source>3 players</source>
        <translation>3 hráči</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="376"/>
        <source>4 players</source>
        <translation>4 hráči</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="390"/>
        <source>Played</source>
        <translation>Odehráno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="390"/>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="278"/>
        <source>Game:</source>
        <translation>Hra:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="287"/>
        <source>Average place:</source>
        <translation>Průměrné umístění:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="377"/>
        <source>5 players</source>
        <translation>5 hráčů</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="337"/>
        <source>No game of %1 has been finished yet. Play one to its end, and these figures appear here.</source>
        <translation>Zatím nebyla dohrána žádná partie hry %1. Dohrajte partii do konce a tyto údaje se objeví zde.</translation>
    </message>
</context>
<context>
    <name>StudyBar</name>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="176"/>
        <source>Choose a player to see where Expert would have played otherwise.</source>
        <translation>Vyberte hráče a uvidíte, kde by Expert hrál jinak.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="179"/>
        <source>Step to one of %1&apos;s moves to see Expert&apos;s opinion of it.</source>
        <translation>Přejděte na některý krok hráče %1 a uvidíte názor Experta.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="182"/>
        <source>Move %1 left no choice: Expert has nothing to add.</source>
        <translation>Krok %1 nenabízel volbu: Expert nemá co dodat.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="184"/>
        <source>Expert judges this turn at its first move, move %1.</source>
        <translation>Expert hodnotí toto kolo u jeho prvního kroku, kroku %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="187"/>
        <source>Expert is thinking about move %1…</source>
        <translation>Expert přemýšlí o kroku %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="189"/>
        <source>Expert could not judge move %1.</source>
        <translation>Expert nedokázal posoudit krok %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="191"/>
        <source>Move %1: Expert would have played the same.</source>
        <translation>Krok %1: Expert by hrál stejně.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="193"/>
        <source>Before move %1: %2</source>
        <translation>Před krokem %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="196"/>
        <source>Move %1: Expert would have played otherwise. Its advice: %2</source>
        <translation>Krok %1: Expert by hrál jinak. Jeho rada: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/shell/replayplay.py" line="218"/>
        <source>Expert expects about %n point(s) more from its advice.</source>
        <translation>
            <numerusform>Expert od své rady čeká asi o %n bod více.</numerusform>
            <numerusform>Expert od své rady čeká asi o %n body více.</numerusform>
            <numerusform>Expert od své rady čeká asi o %n bodů více.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="220"/>
        <source>Played out again, the move played comes out ahead of Expert&apos;s advice: a close call.</source>
        <translation>Při novém dohrání vychází zahraný krok lépe než rada Experta: těsné rozhodnutí.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="222"/>
        <source>Expert expects about as much from both.</source>
        <translation>Expert od obou kroků čeká zhruba totéž.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="223"/>
        <source>(Its estimate of the lead over the best opponent: %1 after the move played, %2 after its own.)</source>
        <translation>(Jeho odhad náskoku před nejlepším soupeřem: %1 po zahraném kroku, %2 po jeho vlastním.)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="253"/>
        <source>nobody</source>
        <translation>nikoho</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="261"/>
        <source>Expert reviews:</source>
        <translation>Expert posuzuje:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="263"/>
        <source>Show, for each move of this player, the move Expert would have made from what that player knew</source>
        <translation>Zobrazit u každého kroku tohoto hráče krok, který by udělal Expert se znalostmi tohoto hráče</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="265"/>
        <source>Play from here…</source>
        <translation>Hrát od tohoto kroku…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="267"/>
        <source>Take over a seat at this move and play on against the computer (a new game; the record stays)</source>
        <translation>Převzít hráče v tomto kroku a hrát dál proti počítači (nová hra; záznam zůstane beze změny)</translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="281"/>
        <source>Play from move %1</source>
        <translation>Hrát od kroku %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="284"/>
        <source>A new game starts from this position: you play the seat you choose, the computer plays the others. The recorded game stays as it is. The new game is practice: it is not counted in the statistics.</source>
        <translation>Z této pozice začne nová hra: hrajete za hráče, kterého zvolíte, počítač za ostatní. Zaznamenaná hra zůstane, jak je. Nová hra je cvičná: nezapočítává se do statistik.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="298"/>
        <source>You play:</source>
        <translation>Hrajete za:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="299"/>
        <source>Computer players:</source>
        <translation>Počítačoví hráči:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="301"/>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="48"/>
        <source>Alex</source>
        <translation>Aleš</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="49"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="83"/>
        <source>First read the balloon, then click “Next”.</source>
        <translation>Nejprve si přečtěte bublinu, pak klikněte na „Další“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="86"/>
        <source>In a game you may do that, but this lesson takes another step first. Nothing has changed.</source>
        <translation>Ve hře to smíte, ale tato lekce teď chce jiný krok. Nic se nezměnilo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="40"/>
        <source>%1 waits while you read the balloon.</source>
        <translation>%1 čeká, až si přečtete bublinu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="39"/>
        <source>Not quite: %1</source>
        <translation>Takhle ne: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="36"/>
        <source>Leave the tour</source>
        <translation>Opustit průvodce</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="38"/>
        <source>Finish</source>
        <translation>Dokončit</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="37"/>
        <source>Next</source>
        <translation>Další</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="51"/>
        <source>Welcome! You build postal routes of city cards and score them to place your houses. This short game against Anna shows every step: follow the balloons (Escape leaves at any time).</source>
        <translation>Vítejte! Stavíte poštovní cesty z karet měst a hodnotíte je, abyste mohli stavět domečky. Tato krátká hra proti Anně ukazuje každý krok: řiďte se bublinami (Escape ji kdykoli ukončí).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="58"/>
        <source>Each turn starts with a draw. Your hand is empty, so you take two cards: drag Mannheim from the display onto your hand.</source>
        <translation>Každý tah začíná dobíráním. Nemáte v ruce žádnou kartu, proto berete dvě: přetáhněte kartu města Mannheim z nabídky do ruky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="68"/>
        <source>Mannheim is in your hand. Now drag Carlsruhe onto your hand as your second card.</source>
        <translation>Mannheim máte v ruce. Teď přetáhněte do ruky jako druhou kartu kartu města Carlsruhe.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="74"/>
        <source>Then you play exactly one card. Drag Mannheim onto “Start a new route”.</source>
        <translation>Pak zahrajete právě jednu kartu. Přetáhněte kartu Mannheim na „Založit novou cestu“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="80"/>
        <source>Your route has begun. A route needs 3 cards before it can be scored: click “End turn”.</source>
        <translation>Vaše cesta začala. Ohodnotit lze až cestu o 3 kartách: klikněte na „Ukončit tah“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="91"/>
        <source>Anna drew two cards and began her own route (see the routes panel). Your turn: drag Freiburg from the display onto your hand.</source>
        <translation>Anna si dobrala dvě karty a založila vlastní cestu (viz panel cest). Jste na tahu: přetáhněte kartu města Freiburg z nabídky do ruky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="102"/>
        <source>A card goes at either end of your route, and a road must join it to that end. Drag Carlsruhe to the right end, next to Mannheim.</source>
        <translation>Karta se přikládá na jeden z konců cesty a s tím koncem ji musí spojovat silnice. Přetáhněte kartu Carlsruhe na pravý konec, vedle karty Mannheim.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="113"/>
        <source>Once a turn you may call an official. The Postal carrier lets you play a second card: click him.</source>
        <translation>Jednou za tah můžete povolat úředníka. Pošťák vám dovolí zahrát druhou kartu: klikněte na něj.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="120"/>
        <source>Drag Freiburg to the right end too: Mannheim, Carlsruhe, Freiburg.</source>
        <translation>Přetáhněte na pravý konec i kartu Freiburg: Mannheim, Carlsruhe, Freiburg.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="127"/>
        <source>A route of 3 or more cards can be scored. Click “Score route”.</source>
        <translation>Cestu o 3 a více kartách lze ohodnotit. Klikněte na „Ohodnotit cestu“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="133"/>
        <source>Scoring places houses: one in each land of the route, or one in every route city of a single land. Choose “Baden: all route cities”.</source>
        <translation>Při hodnocení stavíte domečky: po jednom v každé zemi cesty, nebo do každého města cesty v jediné zemi. Zvolte „Baden: všechna města cesty“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="143"/>
        <source>Your houses now stand in every city of Baden, which earned you the top tile of this stack. The earlier you are, the more a bonus tile is worth.</source>
        <translation>Vaše domečky teď stojí ve všech městech země Baden, a tak jste získali horní žeton z této hromádky. Kdo je dřív, získá cennější žeton bonusu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="152"/>
        <source>Your first scored route also earned carriage 3; each next carriage needs a route one card longer. The cards of a scored route go to the discard pile.</source>
        <translation>Vaše první ohodnocená cesta vám vynesla i kočár 3; každý další kočár vyžaduje cestu o jednu kartu delší. Karty ohodnocené cesty jdou na odhazovací balíček.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="178"/>
        <source>Anna scored a route too. Your hand is empty again: drag Stuttgart onto your hand.</source>
        <translation>Anna také ohodnotila cestu. Opět nemáte v ruce žádnou kartu: přetáhněte kartu města Stuttgart do ruky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="183"/>
        <source>And Ulm as your second card.</source>
        <translation>A jako druhou kartu Ulm.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="184"/>
        <source>Start a new route with Stuttgart.</source>
        <translation>Založte novou cestu kartou Stuttgart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="185"/>
        <source>Keep Ulm for your next turn: click “End turn”.</source>
        <translation>Kartu Ulm si nechte na příští tah: klikněte na „Ukončit tah“.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="191"/>
        <source>Drag Sigmaringen from the display onto your hand.</source>
        <translation>Přetáhněte kartu města Sigmaringen z nabídky do ruky.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="197"/>
        <source>This time play at the left end: drag Sigmaringen there, before Stuttgart.</source>
        <translation>Tentokrát hrajte na levý konec: přetáhněte tam kartu Sigmaringen, před kartu Stuttgart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="203"/>
        <source>Call the Postal carrier again to play a second card.</source>
        <translation>Povolejte znovu pošťáka, abyste zahráli druhou kartu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="206"/>
        <source>Drag Ulm to the right end of your route.</source>
        <translation>Přetáhněte kartu Ulm na pravý konec cesty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="212"/>
        <source>Sigmaringen, Stuttgart, Ulm: 3 cards. Score the route.</source>
        <translation>Sigmaringen, Stuttgart, Ulm: 3 karty. Ohodnoťte cestu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="218"/>
        <source>Choose “One in each land”: a house in Hohenzollern and one in Württemberg.</source>
        <translation>Zvolte „Po jednom v každé zemi“: domeček v zemi Hohenzollern a jeden v zemi Württemberg.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="238"/>
        <source>Your houses are placed. This route earned no carriage: carriage 4 needs a route of 4 cards (the Cartwright counts two more).</source>
        <translation>Domečky stojí. Tato cesta nepřinesla kočár: kočár 4 vyžaduje cestu o 4 kartách (kolář přičte dvě).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="247"/>
        <source>Well done: you know every step of a turn! The game ends after the round in which someone takes carriage 7 or places their last house; with equal scores, the holder of the game-end tile wins, else the tied player who comes soonest after them.</source>
        <translation>Výborně: znáte každý krok tahu! Hra skončí po kole, v němž někdo získá kočár 7 nebo postaví poslední domeček; při shodném počtu bodů vítězí držitel žetonu za ukončení hry, jinak ten ze shodných hráčů, který hraje nejdříve po něm.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="161"/>
        <source>After a scoring comes the hand limit: with more than 3 cards in your hand, you discard cards of your choice until 3 are left. That is the only time your hand is limited; yours is empty now, so nothing goes.</source>
        <translation>Po ohodnocení cesty platí limit karet v ruce: máte-li v ruce víc než 3 karty, odhodíte karty podle svého výběru na odhazovací balíček, až zůstanou 3. Jen tehdy je počet karet v ruce omezen; teď máte ruku prázdnou, takže nic neodhazujete.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="226"/>
        <source>Sigmaringen is the only Hohenzollern city on your route, so it gets its house anyway. Württemberg has two: click the lit city that gets the house, Stuttgart or Ulm.</source>
        <translation>Sigmaringen je jediné město země Hohenzollern na vaší cestě, takže domeček dostane tak jako tak. Země Württemberg jich má dvě: klikněte na zvýrazněné město, které domeček dostane: Stuttgart, nebo Ulm.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../thurntaxis/shell/homedoor.py" line="35"/>
        <source>Players: %1. Moves played: %2. Saved: %3.</source>
        <translation>Hráči: %1. Odehrané tahy: %2. Uloženo: %3.</translation>
    </message>
</context>
</TS>
