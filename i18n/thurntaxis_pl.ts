<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="80"/>
        <source>About %1</source>
        <translation>O programie %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="83"/>
        <source>Version %1 (Qt %2, Qt for Python %3, Python %4)</source>
        <translation>Wersja %1 (Qt %2, Qt for Python %3, Python %4)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="93"/>
        <source>This program is not affiliated with the authors or the publisher of the games; its pictures and its computer players are its own.</source>
        <translation>Program nie jest związany z autorami ani z wydawcą gier; jego obrazki i gracze komputerowi są jego własne.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="96"/>
        <source>The program is free software under the MIT licence (the file LICENSE).</source>
        <translation>Program jest wolnym oprogramowaniem na licencji MIT (plik LICENSE).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="98"/>
        <source>It is built with Qt 6 and Qt for Python (PySide6), under the GNU LGPL 3.0: they are linked dynamically and may be replaced with other builds of the same version. It also uses Python (PSF licence), networkx (BSD licence) and pydantic (MIT licence), and its texts are set in the DejaVu fonts (Bitstream Vera licence).</source>
        <translation>Powstał z użyciem Qt 6 i Qt for Python (PySide6) na licencji GNU LGPL 3.0: są dołączone dynamicznie i można je zastąpić innymi kompilacjami tej samej wersji. Korzysta też z Pythona (licencja PSF), networkx (licencja BSD) i pydantic (licencja MIT), a jego teksty są złożone czcionkami DejaVu (licencja Bitstream Vera).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="104"/>
        <source>The licence texts are in the file THIRD-PARTY-NOTICES.md and in the licenses folder of each build.</source>
        <translation>Teksty licencji są w pliku THIRD-PARTY-NOTICES.md i w folderze licenses każdej kompilacji.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="152"/>
        <source>The program met an unexpected problem, and the game could not be saved: save it with Game → Save game.</source>
        <translation>Program napotkał nieoczekiwany problem i nie udało się zapisać gry: zapisz ją poleceniem Gra → Zapisz grę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="159"/>
        <source>The details are in %1</source>
        <translation>Szczegóły są w pliku %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="160"/>
        <source>Something went wrong</source>
        <translation>Coś poszło nie tak</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="146"/>
        <source>The program met an unexpected problem. Your game has been saved and will be offered when you start again.</source>
        <translation>Program napotkał nieoczekiwany problem. Gra została zapisana i zostanie zaproponowana przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/instance.py" line="36"/>
        <source>Thurn and Taxis is already open</source>
        <translation>Cesarski Kurier jest już otwarty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/instance.py" line="37"/>
        <source>The game is already running in another window. Switch to that window to go on playing.</source>
        <translation>Gra działa już w innym oknie. Przejdź do tamtego okna, aby grać dalej.</translation>
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
        <translation>Karlsruhe</translation>
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
        <translation>Norymberga</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="99"/>
        <source>Regensburg</source>
        <translation>Ratyzbona</translation>
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
        <translation>Punkty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="144"/>
        <source>Followers</source>
        <translation>Podwładni</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="145"/>
        <source>Followers in the supply</source>
        <translation>Podwładni w rezerwie</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="251"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/extent.py" line="100"/>
        <source>Nobody holds it.</source>
        <translation>Nikt tu nie ma podwładnego.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/extent.py" line="102"/>
        <source>Held by: %1</source>
        <translation>Zajmuje: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="64"/>
        <source>not connected</source>
        <translation>bez połączenia</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="63"/>
        <source>over the network</source>
        <translation>przez sieć</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="234"/>
        <source>Rotate</source>
        <translation>Obróć</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="236"/>
        <source>Turn the drawn tile a quarter turn clockwise (R, or the wheel over it).</source>
        <translation>Obróć dobraną płytkę o ćwierć obrotu w prawo (R albo kółko myszy nad nią).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="238"/>
        <source>No follower</source>
        <translation>Bez podwładnego</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="239"/>
        <source>End the turn without placing a follower (Enter).</source>
        <translation>Zakończ turę bez wystawiania podwładnego (Enter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="240"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="241"/>
        <source>Take back your last move, before the next player moves.</source>
        <translation>Cofnij swój ostatni ruch, zanim zagra następny gracz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="242"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="243"/>
        <source>Show the move a Medium computer player would make.</source>
        <translation>Pokaż ruch, jaki wykonałby średni gracz komputerowy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="244"/>
        <source>Fit</source>
        <translation>Dopasuj</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="250"/>
        <source>Show the farms</source>
        <translation>Pokaż gospodarstwa</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="251"/>
        <source>Colour every farm by the player whose farmers hold it.</source>
        <translation>Zabarw każde gospodarstwo kolorem gracza, którego chłopi je zajmują.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="116"/>
        <source>%1 has no follower left to place.</source>
        <translation>%1 nie ma już w rezerwie żadnego podwładnego.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="122"/>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="252"/>
        <source>Final scoring</source>
        <translation>Punktacja końcowa</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="138"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="149"/>
        <source>%1 places a tile, extending a city held by %2.</source>
        <translation>%1 układa płytkę, powiększając miasto zajmowane przez gracza %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="151"/>
        <source>%1 places a tile, extending a road held by %2.</source>
        <translation>%1 układa płytkę, przedłużając trakt zajmowany przez gracza %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="153"/>
        <source>%1 places a tile beside a monastery held by %2.</source>
        <translation>%1 układa płytkę obok klasztoru zajmowanego przez gracza %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="154"/>
        <source>%1 places a tile, extending their own city.</source>
        <translation>%1 układa płytkę, powiększając własne miasto.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="155"/>
        <source>%1 places a tile, extending their own road.</source>
        <translation>%1 układa płytkę, przedłużając własny trakt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="156"/>
        <source>%1 places a tile beside their own monastery.</source>
        <translation>%1 układa płytkę obok własnego klasztoru.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="253"/>
        <source>Hide</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="34"/>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="40"/>
        <source>%1: drag your tile onto a lit square. Turn it with R, the wheel or Rotate.</source>
        <translation>%1: przeciągnij płytkę na podświetlone miejsce. Obracaj ją klawiszem R, kółkiem myszy lub przyciskiem Obróć.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="42"/>
        <source>%1: drag a follower onto a lit place, or click one; or press No follower.</source>
        <translation>%1: przeciągnij podwładnego na podświetloną część płytki lub ją kliknij; albo naciśnij Bez podwładnego.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="44"/>
        <source>%1: no follower can go on this tile; press No follower.</source>
        <translation>%1: na tej płytce nie można wystawić podwładnego; naciśnij Bez podwładnego.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="31"/>
        <source>Hint: the marked square, with the tile turned as the tray shows it.</source>
        <translation>Podpowiedź: zaznaczone miejsce, z płytką obróconą tak jak na podglądzie „Twoja płytka”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="33"/>
        <source>Hint: the place filled in your colour on the tile just placed.</source>
        <translation>Podpowiedź: część właśnie ułożonej płytki wypełniona twoim kolorem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="34"/>
        <source>Hint: place no follower this turn.</source>
        <translation>Podpowiedź: w tej turze nie wystawiaj podwładnego.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="147"/>
        <source>%1 places a tile.</source>
        <translation>%1 układa płytkę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="126"/>
        <source>A tile that fits nowhere was removed from the game.</source>
        <translation>Płytka, która nigdzie nie pasuje, została usunięta z gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="34"/>
        <source>Thinking…</source>
        <translation>Myśli…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="179"/>
        <source>Your tile</source>
        <translation>Twoja płytka</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="180"/>
        <source>R or wheel: turn it</source>
        <translation>R lub kółko: obróć</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="183"/>
        <source>Your follower</source>
        <translation>Twój podwładny</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="184"/>
        <source>Enter: no follower</source>
        <translation>Enter: bez podwładnego</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="33"/>
        <source>Waiting for %1 to move (over the network)…</source>
        <translation>Czekamy na ruch: %1 (przez sieć)…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="33"/>
        <source>Over the network</source>
        <translation>Przez sieć</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="87"/>
        <source>The city on the north edge meets a road.</source>
        <translation>Miasto na północnej krawędzi styka się z traktem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="88"/>
        <source>The city on the north edge meets a field.</source>
        <translation>Miasto na północnej krawędzi styka się z polem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="89"/>
        <source>The road on the north edge meets a city.</source>
        <translation>Trakt na północnej krawędzi styka się z miastem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="90"/>
        <source>The road on the north edge meets a field.</source>
        <translation>Trakt na północnej krawędzi styka się z polem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="91"/>
        <source>The field on the north edge meets a city.</source>
        <translation>Pole na północnej krawędzi styka się z miastem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="92"/>
        <source>The field on the north edge meets a road.</source>
        <translation>Pole na północnej krawędzi styka się z traktem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="93"/>
        <source>The city on the east edge meets a road.</source>
        <translation>Miasto na wschodniej krawędzi styka się z traktem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="94"/>
        <source>The city on the east edge meets a field.</source>
        <translation>Miasto na wschodniej krawędzi styka się z polem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="95"/>
        <source>The road on the east edge meets a city.</source>
        <translation>Trakt na wschodniej krawędzi styka się z miastem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="96"/>
        <source>The road on the east edge meets a field.</source>
        <translation>Trakt na wschodniej krawędzi styka się z polem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="97"/>
        <source>The field on the east edge meets a city.</source>
        <translation>Pole na wschodniej krawędzi styka się z miastem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="98"/>
        <source>The field on the east edge meets a road.</source>
        <translation>Pole na wschodniej krawędzi styka się z traktem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="99"/>
        <source>The city on the south edge meets a road.</source>
        <translation>Miasto na południowej krawędzi styka się z traktem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="100"/>
        <source>The city on the south edge meets a field.</source>
        <translation>Miasto na południowej krawędzi styka się z polem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="101"/>
        <source>The road on the south edge meets a city.</source>
        <translation>Trakt na południowej krawędzi styka się z miastem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="102"/>
        <source>The road on the south edge meets a field.</source>
        <translation>Trakt na południowej krawędzi styka się z polem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="103"/>
        <source>The field on the south edge meets a city.</source>
        <translation>Pole na południowej krawędzi styka się z miastem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="104"/>
        <source>The field on the south edge meets a road.</source>
        <translation>Pole na południowej krawędzi styka się z traktem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="105"/>
        <source>The city on the west edge meets a road.</source>
        <translation>Miasto na zachodniej krawędzi styka się z traktem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="106"/>
        <source>The city on the west edge meets a field.</source>
        <translation>Miasto na zachodniej krawędzi styka się z polem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="107"/>
        <source>The road on the west edge meets a city.</source>
        <translation>Trakt na zachodniej krawędzi styka się z miastem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="108"/>
        <source>The road on the west edge meets a field.</source>
        <translation>Trakt na zachodniej krawędzi styka się z polem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="109"/>
        <source>The field on the west edge meets a city.</source>
        <translation>Pole na zachodniej krawędzi styka się z miastem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="110"/>
        <source>The field on the west edge meets a road.</source>
        <translation>Pole na zachodniej krawędzi styka się z traktem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="113"/>
        <source>The tile does not fit there: an edge does not continue its neighbour.</source>
        <translation>Płytka tu nie pasuje: jedna z krawędzi nie przedłuża sąsiedniej.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="122"/>
        <source>A tile must share an edge with a placed tile: drop it on a lit square.</source>
        <translation>Płytka musi stykać się krawędzią z ułożoną płytką: upuść ją na podświetlone miejsce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="124"/>
        <source>That square already holds a tile.</source>
        <translation>Na tym miejscu leży już płytka.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="128"/>
        <source>This road already has a robber on it (on this tile or beyond).</source>
        <translation>Na tym trakcie stoi już zbójca (na tej płytce lub dalej).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="130"/>
        <source>This city already has a knight in it (on this tile or beyond).</source>
        <translation>W tym mieście stoi już rycerz (na tej płytce lub dalej).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="131"/>
        <source>This farm already has a farmer on it (on this tile or beyond).</source>
        <translation>W tym gospodarstwie leży już chłop (na tej płytce lub dalej).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="133"/>
        <source>You have no follower left in your supply.</source>
        <translation>Nie masz już podwładnych w rezerwie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="136"/>
        <source>The tile is placed: now place a follower, or press No follower.</source>
        <translation>Płytka ułożona: teraz wystaw podwładnego albo naciśnij Bez podwładnego.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="137"/>
        <source>Place the tile first.</source>
        <translation>Najpierw ułóż płytkę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="139"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Proszę czekać: to nie twoja tura.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="141"/>
        <source>Nothing to undo: only your own moves, before the next player has moved.</source>
        <translation>Nie ma czego cofnąć: cofnąć można tylko własne ruchy, zanim zagra następny gracz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="143"/>
        <source>Your last move was taken back.</source>
        <translation>Twój ostatni ruch został cofnięty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="146"/>
        <source>This game has reached %1 moves, the most a record can hold.</source>
        <translation>Ta partia osiągnęła %1 ruchów, najwięcej, ile może pomieścić zapis.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="149"/>
        <source>A computer player failed; it made the first legal move instead.</source>
        <translation>Błąd gracza komputerowego; zamiast tego wykonano pierwszy dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="151"/>
        <source>Drop the follower on a lit place of the tile just placed.</source>
        <translation>Upuść podwładnego na podświetloną część właśnie ułożonej płytki.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="153"/>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="154"/>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch nie jest teraz dozwolony.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="160"/>
        <source>%1 puts a robber on the road.</source>
        <translation>%1 stawia zbójcę na trakcie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="162"/>
        <source>%1 puts a knight in the city.</source>
        <translation>%1 stawia rycerza w mieście.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="164"/>
        <source>%1 puts a monk in the monastery.</source>
        <translation>%1 stawia mnicha w klasztorze.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="165"/>
        <source>%1 puts a farmer on the field.</source>
        <translation>%1 kładzie chłopa na polu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="171"/>
        <source>Completed roads</source>
        <translation>Ukończone trakty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="172"/>
        <source>Completed cities</source>
        <translation>Ukończone miasta</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="173"/>
        <source>Completed monasteries</source>
        <translation>Ukończone klasztory</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="174"/>
        <source>Incomplete roads</source>
        <translation>Nieukończone trakty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="175"/>
        <source>Incomplete cities</source>
        <translation>Nieukończone miasta</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="176"/>
        <source>Incomplete monasteries</source>
        <translation>Nieukończone klasztory</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="177"/>
        <source>Farms</source>
        <translation>Gospodarstwa</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="114"/>
        <source>%1 places no follower.</source>
        <translation>%1 nie wystawia podwładnego.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="219"/>
        <source>The scores as they grew</source>
        <translation>Punkty w trakcie gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="222"/>
        <source>Each player&apos;s score after every move; the dashed line is the move shown. Click to go to a move.</source>
        <translation>Punkty każdego gracza po każdym ruchu; linia przerywana to pokazany ruch. Kliknij, aby przejść do ruchu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="225"/>
        <source>Tile</source>
        <translation>Płytka</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="226"/>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="245"/>
        <source>Show the whole play area (F).</source>
        <translation>Pokaż cały teren (F).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="247"/>
        <source>Zoom in (+, or the wheel over the table).</source>
        <translation>Powiększ (+ albo kółko myszy nad stołem).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="249"/>
        <source>Zoom out (−, or the wheel over the table).</source>
        <translation>Pomniejsz (− albo kółko myszy nad stołem).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/fold.py" line="96"/>
        <source>Fold the side panel away (F9).</source>
        <translation>Schowaj panel boczny (F9).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/fold.py" line="96"/>
        <source>Show the side panel (F9).</source>
        <translation>Pokaż panel boczny (F9).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/places.py" line="75"/>
        <source>Drag the tile onto a lit square, or carry it there with the arrow keys and lay it with Enter. R or the wheel turns it, Shift+R turns it back.</source>
        <translation>Przeciągnij płytkę na podświetlone miejsce albo przenieś ją tam strzałkami i ułóż klawiszem Enter. R lub kółko myszy ją obraca, a Shift+R obraca z powrotem.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/pile.py" line="67"/>
        <source>Tiles still to come</source>
        <translation>Pozostałe płytki</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="148"/>
        <source>%1 places a tile, extending a city.</source>
        <translation>%1 układa płytkę, powiększając miasto.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="150"/>
        <source>%1 places a tile, extending a road.</source>
        <translation>%1 układa płytkę, przedłużając trakt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="152"/>
        <source>%1 places a tile beside a monastery.</source>
        <translation>%1 układa płytkę obok klasztoru.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scorestrip.py" line="54"/>
        <source>%1, points: %2</source>
        <translation>%1, punkty: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/overview.py" line="58"/>
        <source>The whole board; the frame is what the table shows. Click to go there.</source>
        <translation>Cały ułożony teren; w ramce to, co widać teraz na stole. Kliknij, aby tam przejść.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="137"/>
        <source>Played</source>
        <translation>Zagrano</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="151"/>
        <source>Expert would have kept its follower in the supply.</source>
        <translation>Ekspert zatrzymałby podwładnego w rezerwie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="154"/>
        <source>Expert would have put a robber on the road.</source>
        <translation>Ekspert postawiłby zbójcę na trakcie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="156"/>
        <source>Expert would have put a knight in the city.</source>
        <translation>Ekspert postawiłby rycerza w mieście.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="158"/>
        <source>Expert would have put a monk in the monastery.</source>
        <translation>Ekspert postawiłby mnicha w klasztorze.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="159"/>
        <source>Expert would have put a farmer on the field.</source>
        <translation>Ekspert położyłby chłopa na polu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="166"/>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="204"/>
        <source>Expert would have placed the follower otherwise.</source>
        <translation>Ekspert umieściłby podwładnego inaczej.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="170"/>
        <source>Expert would have laid the tile on the square ringed red, not where %1 laid it (ringed yellow).</source>
        <translation>Ekspert położyłby płytkę na miejscu obwiedzionym na czerwono, a nie tam, gdzie położył ją gracz %1 (obwiedzione na żółto).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="173"/>
        <source>Expert would have laid the tile on the same square as %1, turned another way.</source>
        <translation>Ekspert położyłby płytkę na tym samym miejscu co gracz %1, ale inaczej obróconą.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="175"/>
        <source>Expert would have laid the tile just as %1 did.</source>
        <translation>Ekspert położyłby płytkę dokładnie tak jak gracz %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="184"/>
        <source>Like %1, Expert would have kept its follower in the supply.</source>
        <translation>Podobnie jak gracz %1, Ekspert zatrzymałby podwładnego w rezerwie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="189"/>
        <source>Expert would have put the follower on another part of the tile of the same kind.</source>
        <translation>Ekspert postawiłby podwładnego na innej części płytki tego samego rodzaju.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="192"/>
        <source>Like %1, Expert would have put a robber on the road.</source>
        <translation>Podobnie jak gracz %1, Ekspert postawiłby zbójcę na trakcie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="194"/>
        <source>Like %1, Expert would have put a knight in the city.</source>
        <translation>Podobnie jak gracz %1, Ekspert postawiłby rycerza w mieście.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="196"/>
        <source>Like %1, Expert would have put a monk in the monastery.</source>
        <translation>Podobnie jak gracz %1, Ekspert postawiłby mnicha w klasztorze.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="197"/>
        <source>Like %1, Expert would have put a farmer on the field.</source>
        <translation>Podobnie jak gracz %1, Ekspert położyłby chłopa na polu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="207"/>
        <source>Expert would have laid the tile on another square.</source>
        <translation>Ekspert położyłby płytkę na innym miejscu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="209"/>
        <source>Expert would have turned the tile another way.</source>
        <translation>Ekspert obróciłby płytkę inaczej.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="203"/>
        <source>%1&apos;s latest tile lies out of sight: click to bring it into view (L).</source>
        <translation>Ostatnia płytka gracza %1 jest poza widokiem: kliknij, aby ją pokazać (L).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="205"/>
        <source>A square where your tile fits lies out of sight: click to bring it into view (L).</source>
        <translation>Miejsce, do którego pasuje twoja płytka, jest poza widokiem: kliknij, aby je pokazać (L).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="206"/>
        <source>Squares where your tile fits lie out of sight: click to bring them into view (L).</source>
        <translation>Miejsca, do których pasuje twoja płytka, są poza widokiem: kliknij, aby je pokazać (L).</translation>
    </message>
</context>
<context>
    <name>CarcassonneCounts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="44"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>Została %n płytka</numerusform>
            <numerusform>Zostały %n płytki</numerusform>
            <numerusform>Zostało %n płytek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="46"/>
        <source>%n follower(s) in the supply</source>
        <translation>
            <numerusform>%n podwładny w rezerwie</numerusform>
            <numerusform>%n podwładnych w rezerwie</numerusform>
            <numerusform>%n podwładnych w rezerwie</numerusform>
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
            <numerusform>%1 zdobywa %n punkt za trakt.</numerusform>
            <numerusform>%1 zdobywa %n punkty za trakt.</numerusform>
            <numerusform>%1 zdobywa %n punktów za trakt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="52"/>
        <source>%1 scores %n point(s) for a city.</source>
        <translation>
            <numerusform>%1 zdobywa %n punkt za miasto.</numerusform>
            <numerusform>%1 zdobywa %n punkty za miasto.</numerusform>
            <numerusform>%1 zdobywa %n punktów za miasto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="54"/>
        <source>%1 scores %n point(s) for a monastery.</source>
        <translation>
            <numerusform>%1 zdobywa %n punkt za klasztor.</numerusform>
            <numerusform>%1 zdobywa %n punkty za klasztor.</numerusform>
            <numerusform>%1 zdobywa %n punktów za klasztor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="56"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 wygrywa, zdobywając %n punkt!</numerusform>
            <numerusform>%1 wygrywa, zdobywając %n punkty!</numerusform>
            <numerusform>%1 wygrywa, zdobywając %n punktów!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="58"/>
        <source>A shared victory: %1, with %n point(s) each!</source>
        <translation>
            <numerusform>Wspólne zwycięstwo: %1, każdy zdobył %n punkt!</numerusform>
            <numerusform>Wspólne zwycięstwo: %1, każdy zdobył %n punkty!</numerusform>
            <numerusform>Wspólne zwycięstwo: %1, każdy zdobył %n punktów!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="60"/>
        <source>A road of %n tile(s).</source>
        <translation>
            <numerusform>Trakt z %n płytki.</numerusform>
            <numerusform>Trakt z %n płytek.</numerusform>
            <numerusform>Trakt z %n płytek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="62"/>
        <source>A city of %n tile(s).</source>
        <translation>
            <numerusform>Miasto z %n płytki.</numerusform>
            <numerusform>Miasto z %n płytek.</numerusform>
            <numerusform>Miasto z %n płytek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="64"/>
        <source>A completed road of %n tile(s).</source>
        <translation>
            <numerusform>Ukończony trakt z %n płytki.</numerusform>
            <numerusform>Ukończony trakt z %n płytek.</numerusform>
            <numerusform>Ukończony trakt z %n płytek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="66"/>
        <source>A completed city of %n tile(s).</source>
        <translation>
            <numerusform>Ukończone miasto z %n płytki.</numerusform>
            <numerusform>Ukończone miasto z %n płytek.</numerusform>
            <numerusform>Ukończone miasto z %n płytek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="68"/>
        <source>A monastery with %n neighbouring tile(s) of 8.</source>
        <translation>
            <numerusform>Klasztor: %n z 8 sąsiednich płytek.</numerusform>
            <numerusform>Klasztor: %n z 8 sąsiednich płytek.</numerusform>
            <numerusform>Klasztor: %n z 8 sąsiednich płytek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="70"/>
        <source>A farm that supplies %n completed city(-ies).</source>
        <translation>
            <numerusform>Gospodarstwo, które zaopatruje %n ukończone miasto.</numerusform>
            <numerusform>Gospodarstwo, które zaopatruje %n ukończone miasta.</numerusform>
            <numerusform>Gospodarstwo, które zaopatruje %n ukończonych miast.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneLog</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="168"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="169"/>
        <source>with %n shield(s)</source>
        <translation>
            <numerusform>z %n proporcem</numerusform>
            <numerusform>z %n proporcami</numerusform>
            <numerusform>z %n proporcami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="170"/>
        <source>%1&apos;s road of %n tile(s): %2.</source>
        <translation>
            <numerusform>Trakt gracza %1 (%n płytka): %2.</numerusform>
            <numerusform>Trakt gracza %1 (%n płytki): %2.</numerusform>
            <numerusform>Trakt gracza %1 (%n płytek): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="171"/>
        <source>A road of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Wspólny trakt graczy %1 (%n płytka): po %2.</numerusform>
            <numerusform>Wspólny trakt graczy %1 (%n płytki): po %2.</numerusform>
            <numerusform>Wspólny trakt graczy %1 (%n płytek): po %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="172"/>
        <source>%1&apos;s city of %n tile(s): %2.</source>
        <translation>
            <numerusform>Miasto gracza %1 (%n płytka): %2.</numerusform>
            <numerusform>Miasto gracza %1 (%n płytki): %2.</numerusform>
            <numerusform>Miasto gracza %1 (%n płytek): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="173"/>
        <source>A city of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Wspólne miasto graczy %1 (%n płytka): po %2.</numerusform>
            <numerusform>Wspólne miasto graczy %1 (%n płytki): po %2.</numerusform>
            <numerusform>Wspólne miasto graczy %1 (%n płytek): po %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="174"/>
        <source>%1&apos;s city of %n tile(s) %3: %2.</source>
        <translation>
            <numerusform>Miasto gracza %1 (%n płytka) %3: %2.</numerusform>
            <numerusform>Miasto gracza %1 (%n płytki) %3: %2.</numerusform>
            <numerusform>Miasto gracza %1 (%n płytek) %3: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="175"/>
        <source>A city of %n tile(s) %3, shared by %1: %2 each.</source>
        <translation>
            <numerusform>Wspólne miasto graczy %1 (%n płytka) %3: po %2.</numerusform>
            <numerusform>Wspólne miasto graczy %1 (%n płytki) %3: po %2.</numerusform>
            <numerusform>Wspólne miasto graczy %1 (%n płytek) %3: po %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="176"/>
        <source>%1&apos;s monastery: %n point(s).</source>
        <translation>
            <numerusform>Klasztor gracza %1: %n punkt.</numerusform>
            <numerusform>Klasztor gracza %1: %n punkty.</numerusform>
            <numerusform>Klasztor gracza %1: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="177"/>
        <source>%1&apos;s farm supplying %n completed city(-ies): %2.</source>
        <translation>
            <numerusform>Gospodarstwo gracza %1, które zaopatruje %n ukończone miasto: %2.</numerusform>
            <numerusform>Gospodarstwo gracza %1, które zaopatruje %n ukończone miasta: %2.</numerusform>
            <numerusform>Gospodarstwo gracza %1, które zaopatruje %n ukończonych miast: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="178"/>
        <source>A farm supplying %n completed city(-ies), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Wspólne gospodarstwo graczy %1, które zaopatruje %n ukończone miasto: po %2.</numerusform>
            <numerusform>Wspólne gospodarstwo graczy %1, które zaopatruje %n ukończone miasta: po %2.</numerusform>
            <numerusform>Wspólne gospodarstwo graczy %1, które zaopatruje %n ukończonych miast: po %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneTour</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="63"/>
        <source>Alex</source>
        <translation>Aleks</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="64"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="312"/>
        <source>First turn the tile as the balloon says.</source>
        <translation>Najpierw obróć płytkę tak, jak mówi dymek.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="314"/>
        <source>First tick “Show the farms”.</source>
        <translation>Najpierw zaznacz „Pokaż gospodarstwa”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="316"/>
        <source>First read the balloon, then click “Next”.</source>
        <translation>Najpierw przeczytaj dymek, potem kliknij „Dalej”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="321"/>
        <source>The tile fits there, but this lesson puts it on the ringed square.</source>
        <translation>Płytka tam pasuje, ale w tej lekcji układasz ją w zaznaczonym miejscu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="325"/>
        <source>The tile fits there turned this way too, but this lesson turns it as the balloon says.</source>
        <translation>Tak obrócona płytka też tam pasuje, ale w tej lekcji obracasz ją tak, jak mówi dymek.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="330"/>
        <source>A follower may stand there, but this lesson keeps it: click “No follower”.</source>
        <translation>Podwładny może tam stanąć, ale w tej lekcji zostaje w rezerwie: kliknij „Bez podwładnego”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="335"/>
        <source>This lesson places a follower now: drag it onto the ringed place.</source>
        <translation>W tej lekcji stawiasz teraz podwładnego: przeciągnij go na zaznaczoną część płytki.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="336"/>
        <source>A follower may stand there, but this lesson puts it on the ringed place.</source>
        <translation>Podwładny może tam stanąć, ale w tej lekcji stawiasz go na zaznaczonej części płytki.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="40"/>
        <source>Anna waits while you read the balloon.</source>
        <translation>Anna czeka, aż przeczytasz dymek.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="110"/>
        <source>If the game ended now</source>
        <translation>Gdyby gra skończyła się teraz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="39"/>
        <source>%1 Nothing has changed.</source>
        <translation>%1 Nic się nie zmieniło.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="36"/>
        <source>Leave the lesson</source>
        <translation>Opuść lekcję</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="38"/>
        <source>Finish</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="37"/>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="75"/>
        <source>Welcome to Carcassonne! You and Anna build a landscape of tiles together; your followers on its roads, cities, monasteries and fields score points. Follow the balloons (Escape leaves at any time).</source>
        <translation>Witaj w Carcassonne! Ty i Anna razem układacie krajobraz z płytek; twoi podwładni na jego traktach, w miastach, klasztorach i na polach zdobywają punkty. Postępuj według dymków (Escape w każdej chwili kończy lekcję).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="83"/>
        <source>Each turn you draw a tile: this one. It must continue what it touches, road to road, city to city, field to field; the lit squares are where it fits. Drag it onto the ringed square.</source>
        <translation>W każdej turze dobierasz płytkę: oto ona. Musi przedłużać to, czego dotyka: trakt traktem, miasto miastem, pole polem; podświetlone miejsca pokazują, gdzie pasuje. Przeciągnij ją na zaznaczone miejsce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="93"/>
        <source>Then you may place one follower on the tile you just placed. Drag a follower from your supply onto the road (or click the road): it stands there as a robber.</source>
        <translation>Potem możesz postawić jednego podwładnego na właśnie ułożonej płytce. Przeciągnij podwładnego z rezerwy na trakt (albo kliknij trakt): stoi tam jako zbójca.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="105"/>
        <source>Anna placed a crossroads on the left. A road ends at a crossroads, so your robber&apos;s road now has one finished end.</source>
        <translation>Anna ułożyła po lewej płytkę z rozstajami. Na rozstajach trakt się kończy, więc trakt twojego zbójcy ma już jeden koniec.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="113"/>
        <source>You drew a crossroads too. Below your first tile it ends your road, but only with a road at its top: turn it a quarter turn. Press R, turn the mouse wheel over the tile, or click Rotate.</source>
        <translation>Twoja płytka to też rozstaje. Pod twoją pierwszą płytką zakończą twój trakt, ale tylko z traktem u góry: obróć płytkę o ćwierć obrotu. Naciśnij R, pokręć kółkiem myszy nad płytką albo kliknij Obróć.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="124"/>
        <source>Now its road meets the end of your road. Drag the tile onto the ringed square.</source>
        <translation>Teraz jej trakt styka się z końcem twojego traktu. Przeciągnij płytkę na zaznaczone miejsce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="133"/>
        <source>A follower is never a must. Keep your followers this time: click “No follower” (or press Enter).</source>
        <translation>Stawianie podwładnego nie jest obowiązkowe. Tym razem zachowaj podwładnych: kliknij „Bez podwładnego” (albo naciśnij Enter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="142"/>
        <source>Your road is completed: it ends at a crossroads at both ends. A completed road scores 1 point per tile: 4 tiles, 4 points for you. Your robber goes back to your supply.</source>
        <translation>Twój trakt jest ukończony: na obu końcach kończy się rozstajami. Ukończony trakt daje 1 punkt za każdą płytkę: 4 płytki, 4 punkty dla ciebie. Twój zbójca wraca do rezerwy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="152"/>
        <source>Anna put a robber on her road. Your tile has a city with a shield. Turn it so that its city meets the start tile&apos;s city, and drag it onto the ringed square.</source>
        <translation>Anna postawiła zbójcę na swoim trakcie. Na twojej płytce jest miasto z proporcem. Obróć ją tak, by jej miasto stykało się z miastem płytki startowej, i przeciągnij ją na zaznaczone miejsce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="162"/>
        <source>Put a follower into the city: there it is a knight. The city is still open at the top.</source>
        <translation>Postaw podwładnego w mieście: tam jest rycerzem. Miasto jest jeszcze otwarte u góry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="173"/>
        <source>This tile closes your city. Turn it so that its city faces down, and drag it onto the ringed square.</source>
        <translation>Ta płytka zamyka twoje miasto. Obróć ją tak, by jej miasto było u dołu, i przeciągnij ją na zaznaczone miejsce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="182"/>
        <source>Your knight already holds this city, so no other follower may go into it. Click “No follower”.</source>
        <translation>Twój rycerz już zajmuje to miasto, więc żaden inny podwładny nie może w nim stanąć. Kliknij „Bez podwładnego”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="190"/>
        <source>Your city is completed. A completed city scores 2 points per tile and 2 per shield: 3 tiles and 1 shield make 8 points. Your knight goes back to your supply.</source>
        <translation>Twoje miasto jest ukończone. Ukończone miasto daje 2 punkty za każdą płytkę i 2 za każdy proporzec: 3 płytki i 1 proporzec to 8 punktów. Twój rycerz wraca do rezerwy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="200"/>
        <source>Anna put a knight into a city of her own. You drew a monastery: drag it onto the ringed square.</source>
        <translation>Anna postawiła rycerza we własnym mieście. Twoja płytka to klasztor: przeciągnij ją na zaznaczone miejsce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="209"/>
        <source>Put a follower into the monastery: it is a monk. The monastery is completed when all 8 squares around it hold tiles; then it scores 9 points.</source>
        <translation>Postaw podwładnego w klasztorze: jest mnichem. Klasztor jest ukończony, gdy na wszystkich 8 miejscach wokół niego leżą płytki; wtedy daje 9 punktów.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="221"/>
        <source>Fields score only at the end of the game. Drag this tile onto the ringed square, beside your completed city.</source>
        <translation>Pola punktuje się dopiero na końcu gry. Przeciągnij tę płytkę na zaznaczone miejsce, obok twojego ukończonego miasta.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="231"/>
        <source>Drag a follower onto the field (the green land) of this tile: it lies down there as a farmer and stays until the end of the game.</source>
        <translation>Przeciągnij podwładnego na pole (zieloną część) tej płytki: jako chłop leży tam aż do końca gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="243"/>
        <source>Anna closed the small city above your farmer. Nobody had a knight in it, so nobody scored it; but it is a completed city beside your farm.</source>
        <translation>Anna zamknęła małe miasto nad twoim chłopem. Nikt nie miał w nim rycerza, więc nikt nie dostał za nie punktów; ale to ukończone miasto obok twojego gospodarstwa.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="252"/>
        <source>Connected fields make a farm. Tick “Show the farms” to see each farm in the colour of the player whose farmers hold it.</source>
        <translation>Połączone pola tworzą gospodarstwo. Zaznacz „Pokaż gospodarstwa”, aby zobaczyć każde gospodarstwo w kolorze gracza, którego chłopi je zajmują.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="261"/>
        <source>The game ends after the last tile. Then every farm scores 3 points for each completed city it touches; incomplete roads and cities score 1 point per tile (and per shield), a monastery 1 point plus 1 per tile around it. If the game ended now: your farm touches 2 completed cities (6 points), your monastery has 4 tiles around it (5 points).</source>
        <translation>Gra kończy się po ostatniej płytce. Wtedy każde gospodarstwo daje 3 punkty za każde ukończone miasto, które zaopatruje; nieukończone trakty i miasta dają 1 punkt za płytkę (i za proporzec), klasztor 1 punkt i 1 za każdą płytkę wokół niego. Gdyby gra skończyła się teraz: twoje gospodarstwo zaopatruje 2 ukończone miasta (6 punktów), wokół twojego klasztoru leżą 4 płytki (5 punktów).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="272"/>
        <source>Well done: you know every step of a turn! The player with the most points after the final scoring wins. Click “Finish”, then start a game of your own with Game → New game.</source>
        <translation>Brawo: znasz już każdy krok tury! Wygrywa gracz z największą liczbą punktów po punktacji końcowej. Kliknij „Zakończ”, a potem zacznij własną grę: Gra → Nowa gra.</translation>
    </message>
</context>
<context>
    <name>CarcassonneWhere</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="23"/>
        <source>Directly north of the start tile</source>
        <translation>Tuż na północ od płytki startowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="24"/>
        <source>Directly north-east of the start tile</source>
        <translation>Tuż na północny wschód od płytki startowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="25"/>
        <source>Directly east of the start tile</source>
        <translation>Tuż na wschód od płytki startowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="26"/>
        <source>Directly south-east of the start tile</source>
        <translation>Tuż na południowy wschód od płytki startowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="27"/>
        <source>Directly south of the start tile</source>
        <translation>Tuż na południe od płytki startowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="28"/>
        <source>Directly south-west of the start tile</source>
        <translation>Tuż na południowy zachód od płytki startowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="29"/>
        <source>Directly west of the start tile</source>
        <translation>Tuż na zachód od płytki startowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="30"/>
        <source>Directly north-west of the start tile</source>
        <translation>Tuż na północny zachód od płytki startowej</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="37"/>
        <source>%n tile(s) north of the start tile</source>
        <translation>
            <numerusform>%n płytka na północ od płytki startowej</numerusform>
            <numerusform>%n płytki na północ od płytki startowej</numerusform>
            <numerusform>%n płytek na północ od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="38"/>
        <source>%n tile(s) east of the start tile</source>
        <translation>
            <numerusform>%n płytka na wschód od płytki startowej</numerusform>
            <numerusform>%n płytki na wschód od płytki startowej</numerusform>
            <numerusform>%n płytek na wschód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="39"/>
        <source>%n tile(s) south of the start tile</source>
        <translation>
            <numerusform>%n płytka na południe od płytki startowej</numerusform>
            <numerusform>%n płytki na południe od płytki startowej</numerusform>
            <numerusform>%n płytek na południe od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="40"/>
        <source>%n tile(s) west of the start tile</source>
        <translation>
            <numerusform>%n płytka na zachód od płytki startowej</numerusform>
            <numerusform>%n płytki na zachód od płytki startowej</numerusform>
            <numerusform>%n płytek na zachód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="41"/>
        <source>%n tile(s) north-east of the start tile</source>
        <translation>
            <numerusform>%n płytka na północny wschód od płytki startowej</numerusform>
            <numerusform>%n płytki na północny wschód od płytki startowej</numerusform>
            <numerusform>%n płytek na północny wschód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="42"/>
        <source>%n tile(s) south-east of the start tile</source>
        <translation>
            <numerusform>%n płytka na południowy wschód od płytki startowej</numerusform>
            <numerusform>%n płytki na południowy wschód od płytki startowej</numerusform>
            <numerusform>%n płytek na południowy wschód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="43"/>
        <source>%n tile(s) south-west of the start tile</source>
        <translation>
            <numerusform>%n płytka na południowy zachód od płytki startowej</numerusform>
            <numerusform>%n płytki na południowy zachód od płytki startowej</numerusform>
            <numerusform>%n płytek na południowy zachód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="44"/>
        <source>%n tile(s) north-west of the start tile</source>
        <translation>
            <numerusform>%n płytka na północny zachód od płytki startowej</numerusform>
            <numerusform>%n płytki na północny zachód od płytki startowej</numerusform>
            <numerusform>%n płytek na północny zachód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="51"/>
        <source>%n tile(s) north and %1 east of the start tile</source>
        <translation>
            <numerusform>%n płytka na północ i %1 na wschód od płytki startowej</numerusform>
            <numerusform>%n płytki na północ i %1 na wschód od płytki startowej</numerusform>
            <numerusform>%n płytek na północ i %1 na wschód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="52"/>
        <source>%n tile(s) south and %1 east of the start tile</source>
        <translation>
            <numerusform>%n płytka na południe i %1 na wschód od płytki startowej</numerusform>
            <numerusform>%n płytki na południe i %1 na wschód od płytki startowej</numerusform>
            <numerusform>%n płytek na południe i %1 na wschód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="53"/>
        <source>%n tile(s) south and %1 west of the start tile</source>
        <translation>
            <numerusform>%n płytka na południe i %1 na zachód od płytki startowej</numerusform>
            <numerusform>%n płytki na południe i %1 na zachód od płytki startowej</numerusform>
            <numerusform>%n płytek na południe i %1 na zachód od płytki startowej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="54"/>
        <source>%n tile(s) north and %1 west of the start tile</source>
        <translation>
            <numerusform>%n płytka na północ i %1 na zachód od płytki startowej</numerusform>
            <numerusform>%n płytki na północ i %1 na zachód od płytki startowej</numerusform>
            <numerusform>%n płytek na północ i %1 na zachód od płytki startowej</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="47"/>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="48"/>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="49"/>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="50"/>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/pieces.py" line="31"/>
        <source>black</source>
        <translation>czarny</translation>
    </message>
</context>
<context>
    <name>CostliestMoves</name>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="76"/>
        <source>Expert reviews your moves and shows where its advice was worth the most</source>
        <translation>Ekspert przegląda twoje ruchy i pokazuje, gdzie jego rada była warta najwięcej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="99"/>
        <source>Your three costliest moves</source>
        <translation>Twoje trzy najdroższe ruchy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="100"/>
        <source>%1&apos;s three costliest moves</source>
        <translation>Trzy najdroższe ruchy: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="130"/>
        <source>Expert is reviewing the moves of %1…</source>
        <translation>Ekspert przegląda ruchy gracza %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="179"/>
        <source>Expert found no move of %1&apos;s it would clearly have played otherwise.</source>
        <translation>Ekspert nie znalazł ruchu gracza %1, który zagrałby wyraźnie inaczej.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="182"/>
        <source>Where %1 lost the most points against Expert&apos;s advice:</source>
        <translation>Gdzie gracz %1 stracił najwięcej punktów wobec rady Eksperta:</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/kit/costliest.py" line="185"/>
        <source>Move %1: about %n point(s) below Expert&apos;s advice</source>
        <translation>
            <numerusform>Ruch %1: około %n punkt mniej niż rada Eksperta</numerusform>
            <numerusform>Ruch %1: około %n punkty mniej niż rada Eksperta</numerusform>
            <numerusform>Ruch %1: około %n punktów mniej niż rada Eksperta</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="188"/>
        <source>Open the replay at this move, Expert&apos;s advice drawn on the position before it</source>
        <translation>Otwórz odtwarzanie przy tym ruchu, z radą Eksperta narysowaną na pozycji przed nim</translation>
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
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="45"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="47"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pkt</numerusform>
            <numerusform>%n pkt</numerusform>
            <numerusform>%n pkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="49"/>
        <source>Winner: %1, with %n point(s)!</source>
        <translation>
            <numerusform>Wygrywa %1: %n punkt zwycięstwa!</numerusform>
            <numerusform>Wygrywa %1: %n punkty zwycięstwa!</numerusform>
            <numerusform>Wygrywa %1: %n punktów zwycięstwa!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="51"/>
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Na ręce: %n karta</numerusform>
            <numerusform>Na ręce: %n karty</numerusform>
            <numerusform>Na ręce: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="53"/>
        <source>places %n house(s)</source>
        <translation>
            <numerusform>stawia %n domek</numerusform>
            <numerusform>stawia %n domki</numerusform>
            <numerusform>stawia %n domków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="55"/>
        <source>no carriage: it needs %n card(s)</source>
        <translation>
            <numerusform>bez powozu: potrzeba %n karty</numerusform>
            <numerusform>bez powozu: potrzeba %n kart</numerusform>
            <numerusform>bez powozu: potrzeba %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="57"/>
        <source>Last round: %1 ends the game; %2 still play(s).</source>
        <translation>
            <numerusform>Ostatnia runda: %1 kończy grę; zagra jeszcze %2.</numerusform>
            <numerusform>Ostatnia runda: %1 kończy grę; zagrają jeszcze %2.</numerusform>
            <numerusform>Ostatnia runda: %1 kończy grę; zagrają jeszcze %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="59"/>
        <source>%n house(s) left</source>
        <translation>
            <numerusform>pozostał %n domek</numerusform>
            <numerusform>pozostały %n domki</numerusform>
            <numerusform>pozostało %n domków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="61"/>
        <source>%n card(s) in the deck. Drag onto your hand, or click, to draw the top card.</source>
        <translation>
            <numerusform>%n karta w talii dociągu. Przeciągnij ją na rękę lub kliknij, aby dobrać wierzchnią kartę.</numerusform>
            <numerusform>%n karty w talii dociągu. Przeciągnij je na rękę lub kliknij, aby dobrać wierzchnią kartę.</numerusform>
            <numerusform>%n kart w talii dociągu. Przeciągnij je na rękę lub kliknij, aby dobrać wierzchnią kartę.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="63"/>
        <source>Top tile: %1; %n tile(s) left.</source>
        <translation>
            <numerusform>Wierzchni żeton: %1; został %n żeton.</numerusform>
            <numerusform>Wierzchni żeton: %1; zostały %n żetony.</numerusform>
            <numerusform>Wierzchni żeton: %1; zostało %n żetonów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="65"/>
        <source>Discard %n card(s) down to 3: click a card or drag it to the discard pile.</source>
        <translation>
            <numerusform>Odrzuć %n kartę, by zostały 3: kliknij kartę lub przeciągnij ją na stos kart zużytych.</numerusform>
            <numerusform>Odrzuć %n karty, by zostały 3: kliknij kartę lub przeciągnij ją na stos kart zużytych.</numerusform>
            <numerusform>Odrzuć %n kart, by zostały 3: kliknij kartę lub przeciągnij ją na stos kart zużytych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="67"/>
        <source>Drag a house:
%n left</source>
        <translation>
            <numerusform>Przeciągnij domek:
pozostał %n</numerusform>
            <numerusform>Przeciągnij domek:
pozostały %n</numerusform>
            <numerusform>Przeciągnij domek:
pozostało %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="69"/>
        <source>A route needs at least 3 cards to be scored; yours has %n.</source>
        <translation>
            <numerusform>Aby zamknąć trasę, potrzeba co najmniej 3 kart; twoja ma %n kartę.</numerusform>
            <numerusform>Aby zamknąć trasę, potrzeba co najmniej 3 kart; twoja ma %n karty.</numerusform>
            <numerusform>Aby zamknąć trasę, potrzeba co najmniej 3 kart; twoja ma %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="71"/>
        <source>%1 scored a route of %n card(s).</source>
        <translation>
            <numerusform>%1 zamyka trasę z %n karty.</numerusform>
            <numerusform>%1 zamyka trasę z %n kart.</numerusform>
            <numerusform>%1 zamyka trasę z %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="73"/>
        <source>Your route of %n card(s) will be discarded without scoring. Start a new route?</source>
        <translation>
            <numerusform>Twoja trasa z %n karty zostanie odrzucona bez podliczenia. Otworzyć nową trasę?</numerusform>
            <numerusform>Twoja trasa z %n kart zostanie odrzucona bez podliczenia. Otworzyć nową trasę?</numerusform>
            <numerusform>Twoja trasa z %n kart zostanie odrzucona bez podliczenia. Otworzyć nową trasę?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="75"/>
        <source>%1 scored a route of %n card(s) with the Cartwright.</source>
        <translation>
            <numerusform>%1 zamyka trasę z %n karty z pomocą Rzemieślnika.</numerusform>
            <numerusform>%1 zamyka trasę z %n kart z pomocą Rzemieślnika.</numerusform>
            <numerusform>%1 zamyka trasę z %n kart z pomocą Rzemieślnika.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="68"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="137"/>
        <source>Rematch</source>
        <translation>Rewanż</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="139"/>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="138"/>
        <source>Replay this game</source>
        <translation>Odtwórz tę rozgrywkę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="109"/>
        <source>The scores over the game: everyone starts at −%1, a point off for each house not yet placed.</source>
        <translation>Punkty w trakcie gry: każdy zaczyna od −%1, bo każdy niewystawiony jeszcze domek odbiera punkt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="140"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="141"/>
        <source>The same players again, with a new deal</source>
        <translation>Ci sami gracze jeszcze raz, z nowym rozdaniem</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="142"/>
        <source>Watch this game again, move by move</source>
        <translation>Obejrzyj tę rozgrywkę jeszcze raz, ruch po ruchu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="143"/>
        <source>Choose the players of a new game</source>
        <translation>Wybierz graczy do nowej gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="202"/>
        <source>%1 tied; %2 holds the game-end tile and so wins the tie.</source>
        <translation>Remis: %1. Wygrywa %2, bo ma żeton końca gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="204"/>
        <source>%1 tied; the tied player who comes soonest after %2 (holder of the game-end tile) wins.</source>
        <translation>Remis: %1. Wygrywa ten z nich, kto siedzi najbliżej za graczem, który ma żeton końca gry (%2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="206"/>
        <source>No tie.</source>
        <translation>Bez remisu.</translation>
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
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="32"/>
        <source>point(s)</source>
        <translation>
            <numerusform>punkt</numerusform>
            <numerusform>punkty</numerusform>
            <numerusform>punktów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureWorth</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="26"/>
        <source>It has %n shield(s).</source>
        <translation>
            <numerusform>Ma %n proporzec.</numerusform>
            <numerusform>Ma %n proporce.</numerusform>
            <numerusform>Ma %n proporców.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="28"/>
        <source>If the game ended now, it would score %n point(s).</source>
        <translation>
            <numerusform>Gdyby gra skończyła się teraz: %n punkt.</numerusform>
            <numerusform>Gdyby gra skończyła się teraz: %n punkty.</numerusform>
            <numerusform>Gdyby gra skończyła się teraz: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="30"/>
        <source>Once completed, it will score at least %n point(s).</source>
        <translation>
            <numerusform>Po ukończeniu: co najmniej %n punkt.</numerusform>
            <numerusform>Po ukończeniu: co najmniej %n punkty.</numerusform>
            <numerusform>Po ukończeniu: co najmniej %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="40"/>
        <source>A robber on this road</source>
        <translation>Zbójca na tym trakcie</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="42"/>
        <source>A knight in this city</source>
        <translation>Rycerz w tym mieście</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="44"/>
        <source>A monk in this monastery</source>
        <translation>Mnich w tym klasztorze</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="45"/>
        <source>A farmer on this field</source>
        <translation>Chłop na tym polu</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="32"/>
        <source>As it stands, it would score %n point(s) at the end of the game.</source>
        <translation>
            <numerusform>Na koniec gry, w obecnym stanie: %n punkt.</numerusform>
            <numerusform>Na koniec gry, w obecnym stanie: %n punkty.</numerusform>
            <numerusform>Na koniec gry, w obecnym stanie: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="34"/>
        <source>It scores %n point(s) when this turn ends.</source>
        <translation>
            <numerusform>Na koniec tej tury: %n punkt.</numerusform>
            <numerusform>Na koniec tej tury: %n punkty.</numerusform>
            <numerusform>Na koniec tej tury: %n punktów.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <location filename="../thurntaxis/taxis/stats.py" line="12"/>
        <source>Longest route scored (cards):</source>
        <translation>Najdłuższa podliczona trasa (karty):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/stats.py" line="13"/>
        <source>Largest carriage built:</source>
        <translation>Największy zbudowany powóz:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="13"/>
        <source>Points from cities (average per game):</source>
        <translation>Punkty za miasta (średnio na grę):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="14"/>
        <source>Points from roads (average per game):</source>
        <translation>Punkty za trakty (średnio na grę):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="15"/>
        <source>Points from monasteries (average per game):</source>
        <translation>Punkty za klasztory (średnio na grę):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="16"/>
        <source>Points from farms (average per game):</source>
        <translation>Punkty za gospodarstwa (średnio na grę):</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="18"/>
        <source>The file cannot be read (%1).</source>
        <translation>Nie można odczytać pliku (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="19"/>
        <source>It is not a file.</source>
        <translation>To nie jest plik.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="21"/>
        <source>The file is larger than any saved game (%1 KiB).</source>
        <translation>Plik jest większy niż jakikolwiek zapis gry (%1 KiB).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="24"/>
        <source>The file is not text in UTF-8.</source>
        <translation>Plik nie jest tekstem w kodowaniu UTF-8.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="26"/>
        <source>The file is damaged: it is not valid JSON (line %1, column %2).</source>
        <translation>Plik jest uszkodzony: to nie jest poprawny JSON (wiersz %1, kolumna %2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="29"/>
        <source>The file is damaged: its data is nested too deeply.</source>
        <translation>Plik jest uszkodzony: jego dane są zagnieżdżone zbyt głęboko.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="30"/>
        <source>The file is damaged: a number in it has too many digits.</source>
        <translation>Plik jest uszkodzony: jedna z liczb ma za dużo cyfr.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="35"/>
        <source>The entry “%1” is missing.</source>
        <translation>Brak wpisu „%1”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="36"/>
        <source>The entry “%1” does not belong in a saved game.</source>
        <translation>Wpis „%1” nie należy do zapisu gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="37"/>
        <source>The entry “%1” has a value this program cannot use.</source>
        <translation>Wpis „%1” ma wartość, której ten program nie może użyć.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="38"/>
        <source>The name of player %1 is empty.</source>
        <translation>Imię gracza nr %1 jest puste.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="40"/>
        <source>The name of player %1 is longer than %2 characters.</source>
        <translation>Imię gracza nr %1 ma więcej niż %2 znaków.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="44"/>
        <source>The name of player %1 contains a line break or another control character.</source>
        <translation>Imię gracza nr %1 zawiera podział wiersza lub inny znak sterujący.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="48"/>
        <source>The game has more than %1 moves, more than any game this program plays.</source>
        <translation>Gra ma ponad %1 ruchów, więcej niż jakakolwiek gra w tym programie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="51"/>
        <source>The deck in the file is not the game&apos;s 66 city cards.</source>
        <translation>Talia w pliku to nie 66 kart miast tej gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="52"/>
        <source>The starting player is not one of the players.</source>
        <translation>Pierwszy gracz nie jest żadnym z graczy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="53"/>
        <source>The seats do not match the players.</source>
        <translation>Miejsca przy stole nie zgadzają się z graczami.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="54"/>
        <source>Two players have the same colour.</source>
        <translation>Dwóch graczy ma ten sam kolor.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="72"/>
        <source>Move %1 (%2) is not written in the game&apos;s notation.</source>
        <translation>Ruch nr %1 (%2) nie jest zapisany w notacji gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="74"/>
        <source>Move %1 (%2) is not allowed in its position.</source>
        <translation>Ruch nr %1 (%2) jest niedozwolony w tej sytuacji.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="82"/>
        <source>It is not a saved game.</source>
        <translation>To nie jest zapis gry.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="62"/>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="187"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Proszę czekać: to nie twoja tura.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="64"/>
        <source>Nothing to undo: only your own moves of this turn that revealed no card.</source>
        <translation>Nie ma czego cofnąć: cofnąć można tylko własne ruchy tej tury, które nie odkryły żadnej karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="66"/>
        <source>This game has reached %1 moves, the most a saved game can hold. Please start a new game.</source>
        <translation>Ta gra osiągnęła %1 ruchów, najwięcej, ile może pomieścić zapis gry. Rozpocznij nową grę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="189"/>
        <source>Drop the house on one of the lit cities.</source>
        <translation>Upuść domek na jedno z podświetlonych miast.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="190"/>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Upuść kartę na rękę, aby ją dobrać.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="191"/>
        <source>Drop the card on the discard pile to discard it.</source>
        <translation>Upuść kartę na stos kart zużytych, aby ją odrzucić.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="192"/>
        <source>Drop the card on a lit end of your route, or on “Start a new route”.</source>
        <translation>Upuść kartę na podświetlony koniec trasy lub na „Otwórz nową trasę”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="185"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="347"/>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="188"/>
        <source>First choose a card of your hand (click it, or press Tab).</source>
        <translation>Najpierw wybierz kartę z ręki (kliknij ją lub naciśnij Tab).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="62"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="304"/>
        <source>Computer (%1)</source>
        <translation>Komputer (%1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="306"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="309"/>
        <source>Over the network</source>
        <translation>Przez sieć</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="309"/>
        <source>Not connected</source>
        <translation>Bez połączenia</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="321"/>
        <source>%1 · %2 · %3&lt;br&gt;Carriage: %4 · Official this turn: %5</source>
        <translation>%1 · %2 · %3&lt;br&gt;Powóz: %4 · Urzędnik w tej turze: %5</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="468"/>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="469"/>
        <source>New entries ↓</source>
        <translation>Nowe wpisy ↓</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="470"/>
        <source>Show the newest entries of the log.</source>
        <translation>Pokaż najnowsze wpisy dziennika.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="93"/>
        <source>Play at the left end</source>
        <translation>Dołóż z lewej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="94"/>
        <source>Play at the right end</source>
        <translation>Dołóż z prawej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="95"/>
        <source>Start a new route</source>
        <translation>Otwórz nową trasę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="148"/>
        <source>Display</source>
        <translation>Odkryte karty miast</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="149"/>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="150"/>
        <source>Discard</source>
        <translation>Karty zużyte</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="151"/>
        <source>Bonus tiles</source>
        <translation>Żetony premii</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="152"/>
        <source>Carriages</source>
        <translation>Powozy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="153"/>
        <source>Routes</source>
        <translation>Trasy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="154"/>
        <source>Your route</source>
        <translation>Twoja trasa</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="155"/>
        <source>Your hand</source>
        <translation>Twoja ręka</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="176"/>
        <source>Score route</source>
        <translation>Zamknij trasę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="177"/>
        <source>Close your route (3 or more cards) and score it. Shortcut: S</source>
        <translation>Zamknij trasę (3 lub więcej kart) i podlicz ją. Skrót: S</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="178"/>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="179"/>
        <source>End your turn without scoring. Shortcut: E</source>
        <translation>Zakończ turę bez zamykania trasy. Skrót: E</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="182"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="183"/>
        <source>Take back your last move of this turn. Shortcut: Ctrl+Z</source>
        <translation>Cofnij ostatni ruch tej tury. Skrót: Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="184"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="185"/>
        <source>Show a legal move. Shortcut: H</source>
        <translation>Pokaż dozwolony ruch. Skrót: H</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="71"/>
        <source>Drag onto your hand to draw it, or click it.</source>
        <translation>Przeciągnij kartę na rękę albo ją kliknij, aby ją dobrać.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="125"/>
        <source>Carriage %1: needs a route of %1 cards; worth %2. %3 left.</source>
        <translation>Powóz %1: wymaga trasy z co najmniej %1 kart; wart %2. Zostało: %3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="221"/>
        <source>Route: %1</source>
        <translation>Trasa: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="222"/>
        <source>Hand: %1</source>
        <translation>Karty na ręce: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="231"/>
        <source>%1, it is your turn</source>
        <translation>%1&#xa0;— twoja tura</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="232"/>
        <source>Click here (or press Space) when you are at the screen to see your hand.</source>
        <translation>Kliknij tutaj (lub naciśnij spację), gdy siedzisz przed ekranem, aby zobaczyć swoje karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="236"/>
        <source>%1 is playing</source>
        <translation>%1 wykonuje ruch</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="237"/>
        <source>Every hand stays hidden while the players change places.</source>
        <translation>Karty wszystkich graczy pozostają zakryte, gdy gracze zamieniają się miejscami.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="270"/>
        <source>Drag to an end of your route, or click and then click a lit place.</source>
        <translation>Przeciągnij na koniec trasy albo kliknij, a potem kliknij podświetlone miejsce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="278"/>
        <source>Drag a house onto a lit city, or click the city.</source>
        <translation>Przeciągnij domek na podświetlone miasto lub kliknij miasto.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/prompt.py" line="193"/>
        <source>Where do your houses go?</source>
        <translation>Gdzie postawić domki?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="56"/>
        <source>One in each land</source>
        <translation>Po jednym w każdej prowincji</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="56"/>
        <source>one house per land of the route</source>
        <translation>jeden domek na każdą prowincję trasy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="58"/>
        <source>%1: all route cities</source>
        <translation>%1: wszystkie miasta trasy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="59"/>
        <source>every route city of this land</source>
        <translation>każde miasto trasy w tej prowincji</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="69"/>
        <source>Point at an option to see the cities that get houses; click to choose it.</source>
        <translation>Wskaż opcję, aby zobaczyć miasta, które dostaną domki; kliknij, aby ją wybrać.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="138"/>
        <source>Postmaster</source>
        <translation>Naczelnik</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="139"/>
        <source>Administrator</source>
        <translation>Rządca</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="140"/>
        <source>Postal carrier</source>
        <translation>Kurier</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="141"/>
        <source>Cartwright</source>
        <translation>Rzemieślnik</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="159"/>
        <source>Postmaster: after your first draw, draw a second card.</source>
        <translation>Naczelnik: po pierwszym dobraniu dobierz drugą kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="160"/>
        <source>Administrator: before drawing, replace all six display cards with new ones.</source>
        <translation>Rządca: przed dobraniem karty wymień wszystkich sześć odkrytych kart miast na nowe.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="161"/>
        <source>Postal carrier: after playing a card, play a second one at an end of your route.</source>
        <translation>Kurier: po zagraniu karty dołóż drugą do końca trasy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="164"/>
        <source>Cartwright: score your route as if it were two cards longer, for the carriage only.</source>
        <translation>Rzemieślnik: przy zamykaniu trasy powóz liczy się tak, jakby trasa była o dwie karty dłuższa.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="173"/>
        <source>Route of 5</source>
        <translation>Długość 5</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="174"/>
        <source>Route of 6</source>
        <translation>Długość 6</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="175"/>
        <source>Route of 7+</source>
        <translation>Długość 7+</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="176"/>
        <source>All lands</source>
        <translation>Wszystkie prowincje</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="177"/>
        <source>Game end</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="191"/>
        <source>For scoring a route of 7 or more cards.</source>
        <translation>Za podliczenie trasy z 7 lub więcej kart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="196"/>
        <source>For a house in every land.</source>
        <translation>Za domek w każdej prowincji.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="209"/>
        <source>No tiles left.</source>
        <translation>Nie zostało żadnych żetonów.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="212"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="218"/>
        <source>Bonus tile: %1</source>
        <translation>Żeton premii: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="232"/>
        <source>Your hand is empty: the Postmaster lets you draw two cards. Draw a card.</source>
        <translation>Nie masz kart na ręce: Naczelnik pozwala dobrać dwie karty. Dobierz kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="234"/>
        <source>Draw your second card.</source>
        <translation>Dobierz drugą kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="236"/>
        <source>Draw a card from the display.</source>
        <translation>Dobierz jedną z odkrytych kart miast.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="238"/>
        <source>Draw a card from the display or the deck.</source>
        <translation>Dobierz kartę spośród odkrytych kart miast lub z talii.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="244"/>
        <source>Play a card at an end of your route (or start a new route).</source>
        <translation>Dołóż kartę do jednego z końców trasy (lub otwórz nową trasę).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="246"/>
        <source>No card of your hand fits your route: start a new route.</source>
        <translation>Żadna karta z ręki nie pasuje do trasy: otwórz nową trasę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="247"/>
        <source>Start your route with a card of your hand.</source>
        <translation>Otwórz trasę kartą z ręki.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="251"/>
        <source>Score your route, call an official, or end your turn.</source>
        <translation>Zamknij trasę, skorzystaj z pomocy urzędnika albo zakończ turę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="380"/>
        <source>Carriage %1: %2</source>
        <translation>Powóz %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="384"/>
        <source>No carriage yet: 0</source>
        <translation>Jeszcze bez powozu: 0</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="391"/>
        <source>Points won: %1</source>
        <translation>Zdobyte punkty: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="395"/>
        <source>Houses still to place: %1 (each counts −1 at the end)</source>
        <translation>Domki do wystawienia: %1 (na koniec każdy liczy się jako −1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="398"/>
        <source>Score if the game ended now: %1</source>
        <translation>Wynik, gdyby gra skończyła się teraz: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="394"/>
        <source>Bonus tiles: %1 (%2)</source>
        <translation>Żetony premii: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="414"/>
        <source>Last round: %1 ends the game; this is the last turn.</source>
        <translation>Ostatnia runda: %1 kończy grę; to ostatnia tura.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="418"/>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="428"/>
        <source>carriage %1</source>
        <translation>powóz %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="430"/>
        <source>no carriage: you have the last one</source>
        <translation>bez powozu: masz już ostatni</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="438"/>
        <source>you choose where</source>
        <translation>miejsce do wyboru</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="442"/>
        <source>tiles: %1</source>
        <translation>żetony: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="442"/>
        <source>no tile</source>
        <translation>bez żetonu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="241"/>
        <source>Postal carrier: play a second card at an end of your route.</source>
        <translation>Kurier: dołóż drugą kartę do jednego z końców trasy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="258"/>
        <source>Choose where your houses go: one in each land, or every city of one land.</source>
        <translation>Wybierz, gdzie postawić domki: po jednym w każdej prowincji albo we wszystkich miastach jednej prowincji.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="260"/>
        <source>Place your houses on the highlighted cities.</source>
        <translation>Postaw domki w podświetlonych miastach.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="226"/>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="187"/>
        <source>For scoring a route of 5 cards.</source>
        <translation>Za podliczenie trasy z 5 kart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="189"/>
        <source>For scoring a route of 6 cards.</source>
        <translation>Za podliczenie trasy z 6 kart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="195"/>
        <source>For a house in every land (%1 does not count).</source>
        <translation>Za domek w każdej prowincji (%1 się nie liczy).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="198"/>
        <source>For the first player to place every house or take carriage 7: the game ends after that round.</source>
        <translation>Dla pierwszego gracza, który postawi wszystkie domki albo weźmie powóz 7: gra kończy się po tej rundzie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="202"/>
        <source>For a house in every city of both these lands.</source>
        <translation>Za domek w każdym mieście obu tych prowincji.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="203"/>
        <source>For a house in every city of this land.</source>
        <translation>Za domek w każdym mieście tej prowincji.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="239"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="271"/>
        <source>Draw a card from the deck.</source>
        <translation>Dobierz kartę z talii.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="253"/>
        <source>Score your route or end your turn.</source>
        <translation>Zamknij trasę albo zakończ turę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="255"/>
        <source>Call the Postal carrier or end your turn.</source>
        <translation>Skorzystaj z pomocy Kuriera albo zakończ turę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="272"/>
        <source>Take %1 from the display.</source>
        <translation>Weź odkrytą kartę %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="274"/>
        <source>Call the Administrator for a new display.</source>
        <translation>Skorzystaj z pomocy Rządcy, aby wymienić odkryte karty miast.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="276"/>
        <source>Call the Postmaster and draw a second card.</source>
        <translation>Skorzystaj z pomocy Naczelnika i dobierz drugą kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="278"/>
        <source>Call the Postal carrier and play a second card.</source>
        <translation>Skorzystaj z pomocy Kuriera i dołóż drugą kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="281"/>
        <source>Play %1 at the left end of your route.</source>
        <translation>Dołóż kartę %1 z lewej strony trasy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="282"/>
        <source>Play %1 at the right end of your route.</source>
        <translation>Dołóż kartę %1 z prawej strony trasy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="284"/>
        <source>Start a new route with %1.</source>
        <translation>Otwórz nową trasę kartą %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="287"/>
        <source>Score your route with the Cartwright.</source>
        <translation>Zamknij trasę z pomocą Rzemieślnika.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="288"/>
        <source>Score your route.</source>
        <translation>Zamknij trasę i podlicz ją.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="256"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="290"/>
        <source>End your turn.</source>
        <translation>Zakończ turę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="292"/>
        <source>Place one house in each land of your route.</source>
        <translation>Postaw po jednym domku w każdej prowincji trasy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="294"/>
        <source>Place houses in every city of %1 on your route.</source>
        <translation>Postaw domki we wszystkich miastach trasy w prowincji %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="296"/>
        <source>Place a house in %1.</source>
        <translation>Postaw domek w mieście %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="298"/>
        <source>Discard %1.</source>
        <translation>Odrzuć kartę %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/advicedrawing.py" line="126"/>
        <source>Played</source>
        <translation>Zagrano</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/advicedrawing.py" line="145"/>
        <source>%1 played: %2 Expert&apos;s advice: %3</source>
        <translation>Gracz %1 zagrał: %2 Rada Eksperta: %3</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../thurntaxis/games.py" line="265"/>
        <source>Thurn and Taxis</source>
        <translation>Cesarski Kurier</translation>
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
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="128"/>
        <source>Players: %1–%2</source>
        <translation>Liczba graczy: %1–%2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="134"/>
        <source>Length: about %1 minutes</source>
        <translation>Czas gry: ok. %1 min</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="297"/>
        <source>Welcome! New to a game? Learn to play starts a short guided game that shows you every step of a turn. You can leave it at any time.</source>
        <translation>Witaj! Nie znasz jeszcze którejś z gier? Przycisk „Naucz się grać” rozpoczyna krótką grę z przewodnikiem, która pokazuje każdy krok tury. Możesz ją przerwać w każdej chwili.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/homedoor.py" line="111"/>
        <source>Players: %1. Moves played: %2.</source>
        <translation>Gracze: %1. Rozegrane ruchy: %2.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="55"/>
        <source>Host a network game</source>
        <translation>Utwórz grę sieciową</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="79"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="82"/>
        <source>&amp;Players:</source>
        <translation>Gra&amp;cze:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="83"/>
        <source>Alex</source>
        <translation>Aleks</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="85"/>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="96"/>
        <source>any free port</source>
        <translation>dowolny wolny port</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="97"/>
        <source>Po&amp;rt:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="100"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Kod dołączenia:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="105"/>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="106"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="108"/>
        <source>A player who lost the connection may come back; after this wait the computer plays the seat.</source>
        <translation>Po utracie połączenia można wrócić do gry; po tym czasie miejsce przejmuje komputer.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="110"/>
        <source>&amp;Computer takes a lost seat after:</source>
        <translation>Komputer przejmuje &amp;miejsce po:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="113"/>
        <source>&amp;Open the game to friends</source>
        <translation>&amp;Otwórz grę dla znajomych</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="115"/>
        <location filename="../thurntaxis/netui/hostdialog.py" line="294"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="146"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="147"/>
        <source>A person on another machine</source>
        <translation>Osoba na innym komputerze</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="149"/>
        <source>Computer: %1</source>
        <translation>Komputer: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="153"/>
        <source>Seat %1:</source>
        <translation>Miejsce %1:</translation>
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
        <translation>Klara</translation>
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
        <translation>Podaj swoje imię.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="185"/>
        <source>The join code needs letters or digits (no accents).</source>
        <translation>Kod dołączenia musi się składać z liter lub cyfr (bez znaków diakrytycznych).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="188"/>
        <source>The join code needs at least %1 letters or digits, so that nobody can guess it.</source>
        <translation>Kod dołączenia musi mieć co najmniej %1 liter lub cyfr, aby nikt go nie odgadł.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="193"/>
        <source>Choose at least one seat for a person on another machine.</source>
        <translation>Wybierz co najmniej jedno miejsce dla osoby na innym komputerze.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="200"/>
        <source>Cannot open port %1: %2</source>
        <translation>Nie można otworzyć portu %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="218"/>
        <source>This hosted game is over: there is nothing to resume.</source>
        <translation>Ta gra sieciowa już się zakończyła: nie ma czego wznawiać.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="222"/>
        <source>Resume the hosted game</source>
        <translation>Wznów utworzoną grę sieciową</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="231"/>
        <source>Cannot open a port: %1</source>
        <translation>Nie można otworzyć żadnego portu: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="234"/>
        <source>Port %1 is taken: the game is open on port %2 instead. Tell your friends the new address.</source>
        <translation>Port %1 jest zajęty: gra jest otwarta na porcie %2. Podaj znajomym nowy adres.</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="237"/>
        <source>%1, after %n move(s): your friends come back to their seats with this address and code.</source>
        <translation>
            <numerusform>%1, po %n ruchu: znajomi wracają na swoje miejsca z tym adresem i kodem.</numerusform>
            <numerusform>%1, po %n ruchach: znajomi wracają na swoje miejsca z tym adresem i kodem.</numerusform>
            <numerusform>%1, po %n ruchach: znajomi wracają na swoje miejsca z tym adresem i kodem.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="252"/>
        <source>The game cannot be kept for resuming later in %1 (%2).</source>
        <translation>Gry nie można zachować do późniejszego wznowienia: folder %1 (%2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="279"/>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="285"/>
        <source>Co&amp;mputer plays this seat</source>
        <translation>Komp&amp;uter gra na tym miejscu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="287"/>
        <source>Let a computer player take the chosen seat of a friend who is not back.</source>
        <translation>Oddać komputerowi wybrane miejsce, na które nikt nie wrócił.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="292"/>
        <source>&amp;Start the game</source>
        <translation>&amp;Rozpocznij grę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="304"/>
        <source>Tell your friends one of these addresses and the join code %1 (Game → Join a network game):</source>
        <translation>Podaj znajomym jeden z tych adresów i kod dołączenia %1 (Gra → Dołącz do gry sieciowej):</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="316"/>
        <source>Waiting for %n player(s) to join…</source>
        <translation>
            <numerusform>Czekamy na dołączenie %n gracza…</numerusform>
            <numerusform>Czekamy na dołączenie %n graczy…</numerusform>
            <numerusform>Czekamy na dołączenie %n graczy…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="318"/>
        <source>Waiting for %n player(s) to come back…</source>
        <translation>
            <numerusform>Czekamy na powrót %n gracza…</numerusform>
            <numerusform>Czekamy na powrót %n graczy…</numerusform>
            <numerusform>Czekamy na powrót %n graczy…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="320"/>
        <source>Every seat is taken.</source>
        <translation>Wszystkie miejsca są zajęte.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../thurntaxis/shell/howtoplay.py" line="121"/>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="52"/>
        <source>Join a network game</source>
        <translation>Dołącz do gry sieciowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="56"/>
        <source>&amp;Address of the host:</source>
        <translation>&amp;Adres gospodarza:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="59"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Kod dołączenia:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="60"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="62"/>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="69"/>
        <source>&amp;Join</source>
        <translation>&amp;Dołącz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="71"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="83"/>
        <source>Write the host&apos;s address as HOST:PORT, for example 192.168.1.20:7311.</source>
        <translation>Wpisz adres gospodarza jako HOST:PORT, na przykład 192.168.1.20:7311.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="87"/>
        <source>Please give the join code the host told you.</source>
        <translation>Podaj kod dołączenia, który przekazał ci gospodarz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="101"/>
        <source>Connecting to %1…</source>
        <translation>Łączenie z gospodarzem: %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="118"/>
        <source>You have joined as seat %1. Waiting for the host to start the game…</source>
        <translation>Dołączono na miejsce %1. Czekamy, aż gospodarz rozpocznie grę…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="154"/>
        <source>The connection to the host ended.</source>
        <translation>Połączenie z gospodarzem zostało przerwane.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="73"/>
        <source>%1 placed houses in %2.</source>
        <translation>%1 stawia domki w miastach: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="76"/>
        <source>%1 took the “%2” bonus tile (%3).</source>
        <translation>%1 bierze żeton premii „%2” (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="82"/>
        <source>%1 took carriage %2.</source>
        <translation>%1 bierze powóz %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="84"/>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation>Stos kart zużytych został przetasowany i tworzy nową talię dociągu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="86"/>
        <source>%1 had no cards: the Postmaster is called automatically.</source>
        <translation>%1 nie ma kart na ręce: Naczelnik pomaga automatycznie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="88"/>
        <source>%1 took back a move.</source>
        <translation>%1 cofa ruch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="90"/>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="92"/>
        <source>A computer player failed; it plays a plain legal move instead.</source>
        <translation>Błąd gracza komputerowego; zamiast tego zostaje wykonany prosty dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="94"/>
        <source>A new game begins: %1.</source>
        <translation>Nowa gra. Grają: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="96"/>
        <source>A game of %1, continued:</source>
        <translation>Dalszy ciąg gry. Grają: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="106"/>
        <source>%1 drew a card from the deck.</source>
        <translation>%1 dobiera kartę z talii dociągu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="107"/>
        <source>%1 took %2 from the display.</source>
        <translation>%1 bierze odkrytą kartę %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="109"/>
        <source>%1 called the Administrator: a new display.</source>
        <translation>%1 korzysta z pomocy Rządcy: nowe odkryte karty miast.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="111"/>
        <source>%1 called the Postmaster to draw a second card.</source>
        <translation>%1 korzysta z pomocy Naczelnika, aby dobrać drugą kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="113"/>
        <source>%1 called the Postal carrier to play a second card.</source>
        <translation>%1 korzysta z pomocy Kuriera, aby dołożyć drugą kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="115"/>
        <source>%1 played %2 at the left end of the route.</source>
        <translation>%1 dokłada kartę %2 z lewej strony trasy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="117"/>
        <source>%1 played %2 at the right end of the route.</source>
        <translation>%1 dokłada kartę %2 z prawej strony trasy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="120"/>
        <source>%1 discarded the route and started a new one with %2.</source>
        <translation>%1 odrzuca trasę i otwiera nową kartą %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="121"/>
        <source>%1 started a route with %2.</source>
        <translation>%1 otwiera nową trasę kartą %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="127"/>
        <source>%1 ended the turn.</source>
        <translation>%1 kończy turę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="129"/>
        <source>%1 chose one house in each land.</source>
        <translation>%1 wybiera po jednym domku w każdej prowincji.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="131"/>
        <source>%1 chose every city of %2.</source>
        <translation>%1 wybiera wszystkie miasta prowincji %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="133"/>
        <source>%1 placed a house in %2.</source>
        <translation>%1 stawia domek w mieście %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="135"/>
        <source>%1 discarded %2.</source>
        <translation>%1 odrzuca kartę %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="12"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="13"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="14"/>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Otwórz zapisaną grę…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="15"/>
        <source>&amp;Save game…</source>
        <translation>&amp;Zapisz grę…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="18"/>
        <source>Res&amp;ume the hosted game…</source>
        <translation>&amp;Wznów utworzoną grę sieciową…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="19"/>
        <source>&amp;Replay a game…</source>
        <translation>Odtwórz &amp;rozgrywkę…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="20"/>
        <source>Replay the &amp;last finished game</source>
        <translation>Odtwórz ostatnią zakończoną &amp;grę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="21"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="22"/>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="23"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="24"/>
        <source>&amp;Play</source>
        <translation>&amp;Ruch</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="36"/>
        <source>&amp;About…</source>
        <translation>&amp;O programie…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="20"/>
        <source>Draw from the &amp;deck</source>
        <translation>Dobierz z &amp;talii</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="21"/>
        <source>Call the &amp;Postmaster</source>
        <translation>Skorzystaj z pomocy &amp;Naczelnika</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="22"/>
        <source>Call the &amp;Administrator</source>
        <translation>Skorzystaj z pomocy &amp;Rządcy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="23"/>
        <source>Call the Postal &amp;carrier</source>
        <translation>Skorzystaj z pomocy &amp;Kuriera</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="24"/>
        <source>Next card of the hand</source>
        <translation>Następna karta na ręce</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="25"/>
        <source>Previous card of the hand</source>
        <translation>Poprzednia karta na ręce</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="26"/>
        <source>Play the chosen card at the &amp;left end</source>
        <translation>Dołóż wybraną kartę z &amp;lewej strony</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="27"/>
        <source>Play the chosen card at the &amp;right end</source>
        <translation>Dołóż wybraną kartę z &amp;prawej strony</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="28"/>
        <source>Start a &amp;new route with the chosen card</source>
        <translation>&amp;Otwórz nową trasę wybraną kartą</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="29"/>
        <source>Pick the n-th choice (display card, house option, city, card)</source>
        <translation>Wybierz n-tą możliwość (odkryta karta, wariant domków, miasto, karta): klawisze 1–9</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="32"/>
        <source>&amp;Score route</source>
        <translation>&amp;Zamknij trasę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="33"/>
        <source>Score with the Cart&amp;wright</source>
        <translation>Zamknij z pomocą Rze&amp;mieślnika</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="34"/>
        <source>&amp;End turn</source>
        <translation>Zakończ t&amp;urę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="25"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="26"/>
        <source>&amp;Hint: show a legal move</source>
        <translation>Po&amp;dpowiedź: pokaż dozwolony ruch</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="35"/>
        <source>Show my hand</source>
        <translation>Pokaż moje karty</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="27"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="28"/>
        <source>Ho&amp;me page</source>
        <translation>&amp;Strona główna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="29"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="30"/>
        <source>Zoom &amp;in</source>
        <translation>P&amp;owiększ</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="31"/>
        <source>Zoom &amp;out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="32"/>
        <source>Pla&amp;yers and log beside the table</source>
        <translation>&amp;Gracze i dziennik obok stołu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="33"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="34"/>
        <source>&amp;How to play</source>
        <translation>&amp;Jak grać</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="35"/>
        <source>&amp;Learn to play (a guided game)</source>
        <translation>&amp;Naucz się grać (gra z przewodnikiem)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="276"/>
        <source>The final scoring is beside the table.</source>
        <translation>Punktacja końcowa jest obok stołu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="266"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="53"/>
        <source>Nothing will be kept</source>
        <translation>Nic nie zostanie zachowane</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="54"/>
        <source>Settings and the game in progress cannot be kept in %1 (%2). You can play, and save the game with Game → Save game.</source>
        <translation>Ustawień i bieżącej gry nie można przechowywać w folderze %1 (%2). Możesz grać i zapisać grę poleceniem Gra → Zapisz grę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="93"/>
        <source>the earlier game could not be set aside</source>
        <translation>nie udało się odłożyć poprzedniej gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="169"/>
        <location filename="../thurntaxis/shell/gameplay.py" line="179"/>
        <source>Leave this game?</source>
        <translation>Opuścić tę grę?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="170"/>
        <source>You leave the network game. The host keeps it, and your seat in it. Leave it?</source>
        <translation>Opuszczasz grę sieciową. Gospodarz zachowa ją razem z twoim miejscem. Opuścić ją?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="180"/>
        <source>The game in progress will be lost unless you save it first. Leave it?</source>
        <translation>Bieżąca gra przepadnie, jeśli jej najpierw nie zapiszesz. Opuścić ją?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="112"/>
        <source>A network game is saved by its host, not here.</source>
        <translation>Grę sieciową zapisuje jej gospodarz, nie ten komputer.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="117"/>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="130"/>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="147"/>
        <source>Not saved</source>
        <translation>Nie zapisano</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="148"/>
        <source>The game could not be saved: %1</source>
        <translation>Nie udało się zapisać gry: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="154"/>
        <source>Game saved to %1.</source>
        <translation>Gra zapisana: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="162"/>
        <source>Open saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="186"/>
        <source>Cannot open the saved game</source>
        <translation>Nie można otworzyć zapisanej gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="187"/>
        <source>%1 is not a saved game this program can continue.

Reason: %2</source>
        <translation>Plik %1 nie jest zapisaną grą, którą ten program może kontynuować.

Powód: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="180"/>
        <source>Game loaded from %1.</source>
        <translation>Gra wczytana: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="74"/>
        <source>Replay a game</source>
        <translation>Odtwórz rozgrywkę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="87"/>
        <source>%1 is not a game record this program can replay.</source>
        <translation>Plik %1 nie jest zapisem gry, który ten program może odtworzyć.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="113"/>
        <source>The last finished game cannot be replayed.</source>
        <translation>Nie można odtworzyć ostatniej zakończonej gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="117"/>
        <source>No game has been finished yet.</source>
        <translation>Żadna gra nie została jeszcze zakończona.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="144"/>
        <source>The game of %1 cannot be replayed.</source>
        <translation>Nie można odtworzyć rozgrywki (gracze: %1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="151"/>
        <source>This game cannot be replayed yet.</source>
        <translation>Tej gry nie można jeszcze odtworzyć.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="202"/>
        <source>The game cannot be played from here.</source>
        <translation>Od tego ruchu nie można grać dalej.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="227"/>
        <source>Cannot replay the game</source>
        <translation>Nie można odtworzyć rozgrywki</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="228"/>
        <source>Reason: %1</source>
        <translation>Powód: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/window.py" line="317"/>
        <source>Game not kept</source>
        <translation>Gra nie została zachowana</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/window.py" line="319"/>
        <source>The game in progress could not be kept for the next start (%1). Save it to a file of your choice before quitting?</source>
        <translation>Nie udało się zachować bieżącej gry do następnego uruchomienia (%1). Zapisać ją przed wyjściem do wybranego pliku?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="212"/>
        <source>%1 is playing…</source>
        <translation>%1 wykonuje ruch…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="217"/>
        <source>%1, it is your turn: click the covered hand when you are ready.</source>
        <translation>%1&#xa0;— twoja tura. Gdy zechcesz, kliknij zakryte karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="153"/>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="258"/>
        <source>Start a new route?</source>
        <translation>Otworzyć nową trasę?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="269"/>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="205"/>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="209"/>
        <source>Waiting for %1 to move (over the network)…</source>
        <translation>Czekamy na ruch: %1 (przez sieć)…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="274"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Podpowiedź jest dostępna w twojej turze.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="279"/>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="270"/>
        <source>Watch the game again, move by move?</source>
        <translation>Obejrzeć tę rozgrywkę jeszcze raz, ruch po ruchu?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="16"/>
        <source>&amp;Host a network game…</source>
        <translation>U&amp;twórz grę sieciową…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="17"/>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Dołącz do gry sieciowej…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/i18n.py" line="178"/>
        <source>Thurn and Taxis &amp; Carcassonne</source>
        <translation>Cesarski Kurier &amp; Carcassonne</translation>
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
        <translation>Klara</translation>
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
        <translation>Przez sieć:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="61"/>
        <source>%1 plays from another machine and is connected.</source>
        <translation>%1 gra z innego komputera; połączenie jest aktywne.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="65"/>
        <source>%1 plays from another machine and is not connected: the game waits for them.</source>
        <translation>%1 gra z innego komputera. Brak połączenia: gra czeka, aż %1 wróci.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="15"/>
        <source>The host runs another version of the program.</source>
        <translation>Gospodarz używa innej wersji programu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="16"/>
        <source>The join code is wrong.</source>
        <translation>Kod dołączenia jest błędny.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="17"/>
        <source>The host does not know the seat you came back to.</source>
        <translation>Gospodarz nie zna miejsca, do którego wracasz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="18"/>
        <source>Every seat of this game is taken.</source>
        <translation>Wszystkie miejsca w tej grze są zajęte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="19"/>
        <source>Please give your name.</source>
        <translation>Podaj swoje imię.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="20"/>
        <source>This game is over.</source>
        <translation>Ta gra już się skończyła.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="21"/>
        <source>Another player at this table has that name.</source>
        <translation>Inny gracz przy tym stole nosi już to imię.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="22"/>
        <source>The host is busy: too many wrong codes came lately. Try again in a minute.</source>
        <translation>Gospodarz jest zajęty: ostatnio przyszło zbyt wiele błędnych kodów. Spróbuj ponownie za minutę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="26"/>
        <source>The host refused to seat you.</source>
        <translation>Gospodarz nie przyjął cię do gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="31"/>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="33"/>
        <source>waiting for a player…</source>
        <translation>czeka na gracza…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="36"/>
        <source>connected</source>
        <translation>połączono</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="38"/>
        <source>not connected</source>
        <translation>brak połączenia</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="42"/>
        <source>computer</source>
        <translation>komputer</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="44"/>
        <source>host</source>
        <translation>gospodarz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/play.py" line="77"/>
        <source>Host the game again?</source>
        <translation>Otworzyć grę ponownie dla znajomych?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/play.py" line="78"/>
        <source>You were hosting this game over the network. Host it again for the same friends? They come back to their seats with the same address and join code.

No: you play on here, and the computer plays their seats.</source>
        <translation>To była gra sieciowa utworzona na tym komputerze. Otworzyć ją ponownie dla tych samych znajomych? Wrócą na swoje miejsca z tym samym adresem i kodem dołączenia.

Nie: grasz dalej tutaj, a ich miejsca przejmuje komputer.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostresume.py" line="53"/>
        <source>Cannot resume the hosted game</source>
        <translation>Nie można wznowić gry sieciowej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostresume.py" line="61"/>
        <source>The hosted game kept in %1 cannot be resumed: %2</source>
        <translation>Nie można wznowić gry sieciowej zachowanej w pliku %1: %2</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="33"/>
        <source>The host has gone away: the game cannot go on. The table stays as it was.</source>
        <translation>Gospodarz się rozłączył: gry nie da się kontynuować. Stół zostaje taki, jaki był.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="36"/>
        <source>The host cannot be reached: nobody hosts a game at that address.</source>
        <translation>Nie można połączyć się z gospodarzem: pod tym adresem nie ma żadnej gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="37"/>
        <source>The host sent something that is not a message of this program: the game has ended here.</source>
        <translation>Gospodarz przysłał coś, co nie jest komunikatem tego programu: tutaj gra się zakończyła.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="40"/>
        <source>The host has closed the game to this seat.</source>
        <translation>Gospodarz zamknął grę dla tego miejsca.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="48"/>
        <source>The host runs another version of the program.</source>
        <translation>Gospodarz używa innej wersji programu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="49"/>
        <source>The join code is wrong.</source>
        <translation>Kod dołączenia jest błędny.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="50"/>
        <source>This game does not know the seat to come back to.</source>
        <translation>Ta gra nie zna miejsca, do którego chcesz wrócić.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="51"/>
        <source>Every seat of this game is taken.</source>
        <translation>Wszystkie miejsca w tej grze są zajęte.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="52"/>
        <source>The host does not accept this name.</source>
        <translation>Gospodarz nie przyjmuje tego imienia.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="53"/>
        <source>This game is over.</source>
        <translation>Ta gra już się zakończyła.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="54"/>
        <source>Another player at this table has that name.</source>
        <translation>Inny gracz przy tym stole nosi już to imię.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="55"/>
        <source>The host is busy: too many wrong codes came lately. Try again in a minute.</source>
        <translation>Gospodarz jest zajęty: ostatnio przyszło zbyt wiele błędnych kodów. Spróbuj ponownie za minutę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="56"/>
        <source>Your seat has been taken up on another connection with your seat&apos;s key (another window of yours?). This window no longer plays it.</source>
        <translation>Twoje miejsce zajęło inne połączenie z kluczem Twojego miejsca (może Twoje drugie okno?). To okno już go nie rozgrywa.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="62"/>
        <source>The host refused to seat you (%1).</source>
        <translation>Gospodarz nie przydzielił ci miejsca (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="68"/>
        <source>The host had moved on: your move came too late. The table shows the game as it is now.</source>
        <translation>U gospodarza gra poszła już dalej: twój ruch przyszedł za późno. Stół pokazuje grę taką, jaka jest teraz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="71"/>
        <source>The host did not accept that move (%1).</source>
        <translation>Gospodarz nie przyjął tego ruchu (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="106"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="149"/>
        <source>%1 has lost the connection.</source>
        <translation>%1: połączenie zostało przerwane.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="151"/>
        <source>%1 is back at the table.</source>
        <translation>%1 wraca do stołu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="168"/>
        <source>Winner: %1</source>
        <translation>Wygrywa: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="169"/>
        <source>The network game of %1 is over</source>
        <translation>Partia sieciowa gry „%1” dobiegła końca</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="185"/>
        <source>The connection to the host broke: coming back to the table…</source>
        <translation>Połączenie z gospodarzem zostało przerwane: trwa powrót do stołu…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="189"/>
        <source>Back at the table.</source>
        <translation>Z powrotem przy stole.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="216"/>
        <source>The host plays a game this program does not play.</source>
        <translation>Gospodarz gra w grę, której ten program nie zna.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="234"/>
        <source>Waiting for the host to start the game…</source>
        <translation>Czekamy, aż gospodarz rozpocznie grę…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="62"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Play</source>
        <translation>Udział</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="155"/>
        <source>Alex</source>
        <translation>Aleks</translation>
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
        <translation>Klara</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="91"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="92"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="12"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="13"/>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="14"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="15"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="26"/>
        <source>All nine lands (rulebooks)</source>
        <translation>Wszystkich dziewięć prowincji (instrukcje)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="70"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="33"/>
        <source>All lands outside Baiern (first edition)</source>
        <translation>Wszystkie prowincje poza Baiern (pierwsze wydanie)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="22"/>
        <source>All-lands tile:</source>
        <translation>Żeton za wszystkie prowincje:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="118"/>
        <source>random</source>
        <translation>losowo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="119"/>
        <source>Seed (optional):</source>
        <translation>Ziarno losowania (opcjonalne):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="126"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="127"/>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="146"/>
        <source>%1 — a new game</source>
        <translation>%1&#xa0;— nowa gra</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="148"/>
        <source>%1 to %2 players: tick the seats that play, and choose who plays each one.</source>
        <translation>Od %1 do %2 graczy: zaznacz miejsca biorące udział w grze i wybierz, kto zajmuje każde z nich.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="159"/>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="34"/>
        <source>The tile goes to the first player with a house in every land but Baiern (eight lands).</source>
        <translation>Żeton dostaje pierwszy gracz, który ma domek w każdej prowincji poza Baiern (osiem prowincji).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="27"/>
        <source>The tile goes to the first player with a house in each of the nine lands.</source>
        <translation>Żeton dostaje pierwszy gracz, który ma domek w każdej z dziewięciu prowincji.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="221"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="246"/>
        <source>Each player needs a colour of their own.</source>
        <translation>Każdy gracz potrzebuje własnego koloru.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="251"/>
        <source>The seed must be a whole number of up to %1 digits, or empty for a random game.</source>
        <translation>Ziarno losowania musi być liczbą całkowitą o najwyżej %1 cyfrach lub puste dla losowej gry.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="108"/>
        <source>Carriage %1</source>
        <translation>Powóz %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="108"/>
        <source>Carriage</source>
        <translation>Powóz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="113"/>
        <source>Bonus tiles</source>
        <translation>Żetony premii</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="116"/>
        <source>Houses placed</source>
        <translation>Wystawione domki</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="117"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="120"/>
        <source>Houses not placed</source>
        <translation>Niewystawione domki</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="145"/>
        <source>Longest route scored</source>
        <translation>Najdłuższa podliczona trasa</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="164"/>
        <source>Score = carriage + bonus tiles − one point per house not placed</source>
        <translation>Wynik = powóz + żetony premii − punkt za każdy niewystawiony domek</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../thurntaxis/shell/qtwords.py" line="13"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Szukaj w:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/qtwords.py" line="14"/>
        <source>Files of &amp;type:</source>
        <translation>Pliki &amp;typu:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="304"/>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="305"/>
        <source>%1 is not on the display.</source>
        <translation>Karty %1 nie ma wśród odkrytych kart miast.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="306"/>
        <source>There is no card left to draw.</source>
        <translation>Nie ma już kart do dobrania.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="308"/>
        <source>You have already called an official this turn; one official per turn.</source>
        <translation>W tej turze już korzystasz z pomocy urzędnika; jeden urzędnik na turę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="311"/>
        <source>The Administrator must be called before you draw.</source>
        <translation>Z pomocy Rządcy trzeba skorzystać przed dobraniem karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="313"/>
        <source>The Postmaster gives a second card: draw your first card before calling him.</source>
        <translation>Naczelnik daje drugą kartę: najpierw dobierz pierwszą.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="316"/>
        <source>The Postmaster can only be called before you play a card.</source>
        <translation>Z pomocy Naczelnika można skorzystać tylko przed zagraniem karty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="317"/>
        <source>%1 is not in your hand.</source>
        <translation>Nie masz karty %1 na ręce.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="318"/>
        <source>You have no route yet: start one with any card.</source>
        <translation>Nie masz jeszcze trasy: otwórz ją dowolną kartą.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="319"/>
        <source>%1 is already in your route.</source>
        <translation>Miasto %1 jest już na twojej trasie.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="19"/>
        <source>%1 has no road to %2, the left end of your route, nor to %3, its right end.</source>
        <translation>Miasto %1 nie ma połączenia ani z lewym końcem trasy (%2), ani z prawym (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="23"/>
        <source>%1 has no road to %2, the right end of your route, nor to %3, its left end.</source>
        <translation>Miasto %1 nie ma połączenia ani z prawym końcem trasy (%2), ani z lewym (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="27"/>
        <source>%1 has no road to %2, the left end of your route; it could go at the right end, after %3.</source>
        <translation>Miasto %1 nie ma połączenia z lewym końcem trasy (%2), ale ma z prawym (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="33"/>
        <source>%1 has no road to %2, the right end of your route; it could go at the left end, before %3.</source>
        <translation>Miasto %1 nie ma połączenia z prawym końcem trasy (%2), ale ma z lewym (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="38"/>
        <source>%1 has no road to %2, the city of your route.</source>
        <translation>Miasto %1 nie ma połączenia z miastem twojej trasy: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="40"/>
        <source>%1 cannot start a new route: the Postal carrier&apos;s card must go at an end of your route.</source>
        <translation>Kartą %1 nie otworzysz nowej trasy: karta od Kuriera musi przedłużyć trasę na jednym z jej końców.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="46"/>
        <source>The Postal carrier&apos;s card must go at an end of your route, and %1 has no road to either end (%2, %3).</source>
        <translation>Karta od Kuriera musi przedłużyć trasę, a miasto %1 nie ma połączenia z jej końcami: %2, %3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="53"/>
        <source>The Postal carrier&apos;s card must go at an end of your route, and %1 has no road to %2, the city of your route.</source>
        <translation>Karta od Kuriera musi przedłużyć trasę, a miasto %1 nie ma połączenia z miastem twojej trasy: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="61"/>
        <source>The Postmaster cannot help: there is no card left to draw.</source>
        <translation>Naczelnik nie pomoże: nie ma już kart do dobrania.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="65"/>
        <source>%1 is not on the route you scored: your houses go only to its cities.</source>
        <translation>Miasta %1 nie ma na podliczanej trasie: domki stawiasz tylko w jej miastach.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="68"/>
        <source>You already have a house in %1.</source>
        <translation>Masz już domek w mieście %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="70"/>
        <source>%1 is in %2, which already has its house from this route: one house a land.</source>
        <translation>Miasto %1 leży w prowincji %2, która ma już domek z tej trasy: jeden domek na prowincję.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="73"/>
        <source>%1 is not in %2, the land you chose.</source>
        <translation>Miasto %1 nie leży w wybranej prowincji %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="93"/>
        <source>%1 cannot go at the left end: you have no route yet. Start one with any card.</source>
        <translation>Karty %1 nie dołożysz z lewej: nie masz jeszcze trasy. Otwórz ją dowolną kartą.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="95"/>
        <source>%1 cannot go at the right end: you have no route yet. Start one with any card.</source>
        <translation>Karty %1 nie dołożysz z prawej: nie masz jeszcze trasy. Otwórz ją dowolną kartą.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="127"/>
        <source>You cannot draw %1 now.</source>
        <translation>Teraz nie możesz dobrać karty %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="128"/>
        <source>You cannot draw from the deck now.</source>
        <translation>Teraz nie możesz dobrać karty z talii.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="129"/>
        <source>You cannot play %1 now.</source>
        <translation>Teraz nie możesz zagrać karty %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="130"/>
        <source>%1: you cannot call this official now.</source>
        <translation>%1: teraz nie możesz skorzystać z pomocy tego urzędnika.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="131"/>
        <source>You cannot score your route now.</source>
        <translation>Teraz nie możesz zamknąć trasy i jej podliczyć.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="132"/>
        <source>You cannot end your turn now.</source>
        <translation>Teraz nie możesz zakończyć tury.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="133"/>
        <source>You cannot choose where your houses go now.</source>
        <translation>Teraz nie możesz wybierać miejsc na domki.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="134"/>
        <source>You cannot place a house in %1 now.</source>
        <translation>Teraz nie możesz postawić domku w mieście %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="135"/>
        <source>You cannot discard %1 now.</source>
        <translation>Teraz nie możesz odrzucić karty %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="144"/>
        <source>%1: you have already called this official this turn; one official a turn.</source>
        <translation>%1: w tej turze już korzystasz z pomocy tego urzędnika; jeden urzędnik na turę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="147"/>
        <source>%1: you have already called another official this turn (%2); one official a turn.</source>
        <translation>%1: w tej turze już korzystasz z pomocy innego urzędnika (%2); jeden urzędnik na turę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="321"/>
        <source>None of your cards can extend your route, so the Postal carrier cannot help.</source>
        <translation>Żadna z twoich kart nie przedłuży trasy, więc Kurier nie pomoże.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="325"/>
        <source>Your route has no city in %1 that can take a house of yours.</source>
        <translation>Twoja trasa nie ma w prowincji %1 miasta, w którym możesz postawić domek.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="329"/>
        <source>A house cannot go to %1 under the option you chose.</source>
        <translation>Przy wybranej opcji domek nie może stanąć w mieście %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="333"/>
        <source>That option places the same house as one house in each land.</source>
        <translation>Ta opcja stawia ten sam domek co „po jednym w każdej prowincji”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="336"/>
        <source>That is not a move of this game.</source>
        <translation>To nie jest ruch tej gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="136"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="343"/>
        <source>You cannot do that now.</source>
        <translation>Teraz nie możesz tego zrobić.</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="153"/>
        <source>Back to the game</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="154"/>
        <source>Leave the replay (Escape)</source>
        <translation>Zakończ odtwarzanie (Escape)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="155"/>
        <source>Back to the results</source>
        <translation>Wróć do wyników</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="156"/>
        <source>Leave the replay for the end of the game: the scores, Rematch</source>
        <translation>Opuść odtwarzanie i wróć do końca gry: wyniki, rewanż</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="157"/>
        <source>First position (Home)</source>
        <translation>Początek gry (Home)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="158"/>
        <source>One move back (Left arrow)</source>
        <translation>Ruch wstecz (strzałka w lewo)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="159"/>
        <source>One move forward (Right arrow)</source>
        <translation>Ruch naprzód (strzałka w prawo)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="160"/>
        <source>Last position (End)</source>
        <translation>Koniec gry (End)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="161"/>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Very fast</source>
        <translation>Bardzo szybko</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="233"/>
        <source>Move %1 of %2</source>
        <translation>Ruch %1 / %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="269"/>
        <source>Replay: the opening position. Escape returns to your game.</source>
        <translation>Odtwarzanie: pozycja początkowa. Escape wraca do twojej gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="271"/>
        <source>Replay, move %1: %2</source>
        <translation>Odtwarzanie, ruch %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="312"/>
        <source>Pause (Space)</source>
        <translation>Pauza (spacja)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="312"/>
        <source>Play (Space)</source>
        <translation>Odtwarzaj (spacja)</translation>
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
        <translation>Trasa: %R. Kartę %4 można dołożyć na prawym końcu, bo z miasta %3 prowadzi droga do miasta %4.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="196"/>
        <source>%5 may not go at the right end: there is no road from %3 to %5. At the left end it may, because %1 has a road to %5.</source>
        <translation>Karty %5 nie można dołożyć na prawym końcu: z miasta %3 nie prowadzi droga do miasta %5. Na lewym końcu można, bo z miasta %1 prowadzi droga do miasta %5.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="201"/>
        <source>Mira scores %R. She places a house in every city of %9 in the route (%2, %3, %4) and takes carriage 3.</source>
        <translation>Mira zamyka trasę %R i ją podlicza. Stawia domek w każdym mieście prowincji %9 na trasie (%2, %3, %4) i bierze powóz 3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="210"/>
        <source>The four officials, as on the table: you may call one of them in each turn.</source>
        <translation>Czterej urzędnicy, tak jak na stole: w każdej turze możesz skorzystać z pomocy jednego z nich.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="223"/>
        <source>A board game by Karen and Andreas Seyfarth, published by Hans im Glück in 2006.</source>
        <translation>Gra planszowa Karen i Andreasa Seyfarthów, wydana przez Hans im Glück w 2006 roku.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="107"/>
        <source>A completed city of 3 tiles with 1 shield: 2 points per tile and 2 per shield, 8 points.</source>
        <translation>Ukończone miasto z 3 płytek z 1 proporcem: 2 punkty za każdą płytkę i 2 za proporzec, razem 8 punktów.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="118"/>
        <source>A completed road of 3 tiles, from crossroads to crossroads: 1 point per tile, 3 points.</source>
        <translation>Ukończony trakt z 3 płytek, od rozstajów do rozstajów: 1 punkt za każdą płytkę, razem 3 punkty.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="129"/>
        <source>A monastery surrounded by 8 tiles: 1 point for its own tile and 1 for each around it, 9 points.</source>
        <translation>Klasztor otoczony 8 płytkami: 1 punkt za jego płytkę i po 1 za każdą wokół niego, razem 9 punktów.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="140"/>
        <source>At the end, a farmer&apos;s field touches 2 completed cities: 3 points for each, 6 points.</source>
        <translation>Na koniec gry pole chłopa przylega do 2 ukończonych miast: 3 punkty za każde, razem 6 punktów.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="152"/>
        <source>A board game by Klaus-Jürgen Wrede, published by Hans im Glück in 2000.</source>
        <translation>Gra planszowa Klausa-Jürgena Wredego, wydana przez Hans im Glück w 2000 roku.</translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="36"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="45"/>
        <source>Each line is a player&apos;s score after every move. It starts below zero: a house not yet placed costs a point.</source>
        <translation>Każda linia to wynik gracza po każdym ruchu. Zaczyna się poniżej zera: każdy niewystawiony jeszcze domek kosztuje punkt.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="100"/>
        <source>Each player&apos;s score after every move, round by round; the bright line is the move shown. Click to go to a move.</source>
        <translation>Wynik każdego gracza po każdym ruchu, runda po rundzie; jasna linia to pokazywany ruch. Kliknij, aby przejść do ruchu.</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="45"/>
        <source>Score track</source>
        <translation>Tor punktacji</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="178"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n punkt</numerusform>
            <numerusform>%1: %n punkty</numerusform>
            <numerusform>%1: %n punktów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="282"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="286"/>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="287"/>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="288"/>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="289"/>
        <source>Instant</source>
        <translation>Natychmiast</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="294"/>
        <source>Animation speed:</source>
        <translation>Szybkość animacji:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="296"/>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="301"/>
        <source>The language of the game; it changes at once, also during a game.</source>
        <translation>Język gry; zmienia się od razu, także w trakcie gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="302"/>
        <source>Language:</source>
        <translation>Język:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="307"/>
        <source>The size of the texts and panels beside the table.</source>
        <translation>Wielkość tekstów i paneli obok stołu.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="308"/>
        <source>Text size:</source>
        <translation>Wielkość tekstu:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="132"/>
        <source>The statistics file was damaged: it was kept as %1, and a new one starts with this game.</source>
        <translation>Plik statystyk był uszkodzony: zachowano go jako %1, a nowy zaczyna się od tej gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="137"/>
        <source>This game was not added to the statistics: they were kept by a newer version of the game.</source>
        <translation>Ta gra nie została dodana do statystyk: prowadzi je nowsza wersja gry.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="141"/>
        <source>This game was not added to the statistics: the file cannot be written (%1).</source>
        <translation>Ta gra nie została dodana do statystyk: nie można zapisać pliku (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="145"/>
        <source>This game was not added to the statistics: the file cannot be opened (%1).</source>
        <translation>Ta gra nie została dodana do statystyk: nie można otworzyć pliku (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="154"/>
        <source>The statistics file is damaged (%1). It will be kept under another name, and a new one started, when the next game ends.</source>
        <translation>Plik statystyk jest uszkodzony (%1). Gdy skończy się następna gra, zostanie zachowany pod inną nazwą i rozpoczęty nowy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="160"/>
        <source>The statistics cannot be read (%1).</source>
        <translation>Nie można odczytać statystyk (%1).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="275"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="276"/>
        <source>Replay the last game</source>
        <translation>Odtwórz ostatnią grę</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="281"/>
        <source>Player:</source>
        <translation>Gracz:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="283"/>
        <source>Games played:</source>
        <translation>Rozegrane gry:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="284"/>
        <source>Games won:</source>
        <translation>Wygrane gry:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="285"/>
        <source>Best score:</source>
        <translation>Najlepszy wynik:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="286"/>
        <source>Average score:</source>
        <translation>Średni wynik:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="291"/>
        <source>By the strongest computer player at the table</source>
        <translation>Według najsilniejszego gracza komputerowego przy stole</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="292"/>
        <source>By the number of players</source>
        <translation>Według liczby graczy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="293"/>
        <source>Score in the last games, the newest on the right</source>
        <translation>Wyniki ostatnich gier, najnowszy po prawej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="295"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="296"/>
        <source>Your score in each of your last %1 games will be drawn here, the newest on the right.</source>
        <translation>Tu pojawi się wykres twoich wyników z ostatnich %1 gier, najnowszy po prawej.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="302"/>
        <source>Finished games stored: %1, of which between computer players only: %2.</source>
        <translation>Zapisane ukończone gry: %1, w tym tylko między graczami komputerowymi: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="324"/>
        <source>Your games played and won against each level of computer player.</source>
        <translation>Twoje rozegrane i wygrane gry według poziomu komputerowego przeciwnika.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="325"/>
        <source>Your games played and won, by the number of players at the table.</source>
        <translation>Twoje rozegrane i wygrane gry według liczby graczy przy stole.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="341"/>
        <source>No game with a person at the table has ended yet.</source>
        <translation>Nie zakończyła się jeszcze żadna gra z człowiekiem przy stole.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="353"/>
        <source>%1 (%2 % of the games)</source>
        <translation>%1 (%2% gier)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="364"/>
        <source>People only</source>
        <translation>Tylko ludzie</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="374"/>
        <source>2 players</source>
        <translation>2 graczy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="375"/>
        <source>3 players</source>
        <translation>3 graczy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="376"/>
        <source>4 players</source>
        <translation>4 graczy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="390"/>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="390"/>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="278"/>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="287"/>
        <source>Average place:</source>
        <translation>Średnie miejsce:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="377"/>
        <source>5 players</source>
        <translation>5 graczy</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="337"/>
        <source>No game of %1 has been finished yet. Play one to its end, and these figures appear here.</source>
        <translation>Nie ukończono jeszcze żadnej partii gry „%1”. Rozegraj partię do końca, a te wyniki pojawią się tutaj.</translation>
    </message>
</context>
<context>
    <name>StudyBar</name>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="176"/>
        <source>Choose a player to see where Expert would have played otherwise.</source>
        <translation>Wybierz gracza, aby zobaczyć, gdzie Ekspert zagrałby inaczej.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="179"/>
        <source>Step to one of %1&apos;s moves to see Expert&apos;s opinion of it.</source>
        <translation>Przejdź do jednego z ruchów gracza %1, aby zobaczyć ocenę Eksperta.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="182"/>
        <source>Move %1 left no choice: Expert has nothing to add.</source>
        <translation>Ruch %1 nie dawał wyboru: Ekspert nie ma nic do dodania.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="184"/>
        <source>Expert judges this turn at its first move, move %1.</source>
        <translation>Ekspert ocenia tę turę przy jej pierwszym ruchu, ruchu %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="187"/>
        <source>Expert is thinking about move %1…</source>
        <translation>Ekspert zastanawia się nad ruchem %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="189"/>
        <source>Expert could not judge move %1.</source>
        <translation>Ekspert nie zdołał ocenić ruchu %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="191"/>
        <source>Move %1: Expert would have played the same.</source>
        <translation>Ruch %1: Ekspert zagrałby tak samo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="193"/>
        <source>Before move %1: %2</source>
        <translation>Przed ruchem %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="196"/>
        <source>Move %1: Expert would have played otherwise. Its advice: %2</source>
        <translation>Ruch %1: Ekspert zagrałby inaczej. Jego rada: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/shell/replayplay.py" line="218"/>
        <source>Expert expects about %n point(s) more from its advice.</source>
        <translation>
            <numerusform>Ekspert oczekuje po swojej radzie około %n punkt więcej.</numerusform>
            <numerusform>Ekspert oczekuje po swojej radzie około %n punkty więcej.</numerusform>
            <numerusform>Ekspert oczekuje po swojej radzie około %n punktów więcej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="220"/>
        <source>Played out again, the move played comes out ahead of Expert&apos;s advice: a close call.</source>
        <translation>Po ponownym rozegraniu zagrany ruch wypada lepiej niż rada Eksperta: wybór był wyrównany.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="222"/>
        <source>Expert expects about as much from both.</source>
        <translation>Ekspert oczekuje po obu ruchach mniej więcej tyle samo.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="223"/>
        <source>(Its estimate of the lead over the best opponent: %1 after the move played, %2 after its own.)</source>
        <translation>(Jego ocena przewagi nad najlepszym rywalem: %1 po zagranym ruchu, %2 po jego własnym.)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="253"/>
        <source>nobody</source>
        <translation>nikogo</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="261"/>
        <source>Expert reviews:</source>
        <translation>Ekspert ocenia:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="263"/>
        <source>Show, for each move of this player, the move Expert would have made from what that player knew</source>
        <translation>Pokaż przy każdym ruchu tego gracza ruch, który wykonałby Ekspert, wiedząc tyle, co ten gracz</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="265"/>
        <source>Play from here…</source>
        <translation>Graj od tego ruchu…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="267"/>
        <source>Take over a seat at this move and play on against the computer (a new game; the record stays)</source>
        <translation>Przejmij grę za jednego z graczy od tego ruchu i graj dalej przeciw komputerowi (nowa partia; zapis się nie zmienia)</translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="281"/>
        <source>Play from move %1</source>
        <translation>Graj od ruchu %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="284"/>
        <source>A new game starts from this position: you play the seat you choose, the computer plays the others. The recorded game stays as it is. The new game is practice: it is not counted in the statistics.</source>
        <translation>Od tej pozycji zaczyna się nowa partia: grasz za wybranego gracza, komputer za pozostałych. Zapisana partia pozostaje bez zmian. Nowa partia jest treningowa: nie wlicza się do statystyk.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="298"/>
        <source>You play:</source>
        <translation>Grasz jako:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="299"/>
        <source>Computer players:</source>
        <translation>Gracze komputerowi:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="301"/>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="48"/>
        <source>Alex</source>
        <translation>Aleks</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="49"/>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="83"/>
        <source>First read the balloon, then click “Next”.</source>
        <translation>Najpierw przeczytaj dymek, potem kliknij „Dalej”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="86"/>
        <source>In a game you may do that, but this lesson takes another step first. Nothing has changed.</source>
        <translation>W grze wolno tak zagrać, ale ta lekcja prosi teraz o inny krok. Nic się nie zmieniło.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="40"/>
        <source>%1 waits while you read the balloon.</source>
        <translation>%1 czeka, aż przeczytasz dymek.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="39"/>
        <source>Not quite: %1</source>
        <translation>Nie tak: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="36"/>
        <source>Leave the tour</source>
        <translation>Opuść przewodnik</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="38"/>
        <source>Finish</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="37"/>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="51"/>
        <source>Welcome! You build postal routes of city cards and score them to place your houses. This short game against Anna shows every step: follow the balloons (Escape leaves at any time).</source>
        <translation>Witaj! Budujesz trasy pocztowe z kart miast i zamykasz je, by stawiać swoje domki. Ta krótka gra przeciwko Annie pokazuje każdy krok: idź za dymkami (Escape przerywa ją w każdej chwili).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="58"/>
        <source>Each turn starts with a draw. Your hand is empty, so you take two cards: drag Mannheim from the display onto your hand.</source>
        <translation>Każda tura zaczyna się od dobrania karty. Nie masz kart na ręce, więc bierzesz dwie: przeciągnij kartę miasta Mannheim z odkrytych kart miast na rękę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="68"/>
        <source>Mannheim is in your hand. Now drag Carlsruhe onto your hand as your second card.</source>
        <translation>Mannheim jest już na ręce. Teraz przeciągnij na rękę kartę miasta Karlsruhe jako drugą kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="74"/>
        <source>Then you play exactly one card. Drag Mannheim onto “Start a new route”.</source>
        <translation>Potem zagrywasz dokładnie jedną kartę. Przeciągnij kartę Mannheim na „Otwórz nową trasę”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="80"/>
        <source>Your route has begun. A route needs 3 cards before it can be scored: click “End turn”.</source>
        <translation>Twoja trasa się zaczęła. Trasę można zamknąć i podliczyć dopiero, gdy liczy 3 karty: kliknij „Zakończ turę”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="91"/>
        <source>Anna drew two cards and began her own route (see the routes panel). Your turn: drag Freiburg from the display onto your hand.</source>
        <translation>Anna dobrała dwie karty i otworzyła własną trasę (zobacz panel tras). Twoja tura: przeciągnij kartę miasta Freiburg z odkrytych kart miast na rękę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="102"/>
        <source>A card goes at either end of your route, and a road must join it to that end. Drag Carlsruhe to the right end, next to Mannheim.</source>
        <translation>Kartę dokłada się na jeden z końców trasy, a z tym końcem musi ją łączyć droga. Przeciągnij kartę Karlsruhe na prawy koniec, za kartę Mannheim.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="113"/>
        <source>Once a turn you may call an official. The Postal carrier lets you play a second card: click him.</source>
        <translation>Raz na turę możesz wezwać urzędnika. Kurier pozwala zagrać drugą kartę: kliknij go.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="120"/>
        <source>Drag Freiburg to the right end too: Mannheim, Carlsruhe, Freiburg.</source>
        <translation>Przeciągnij też kartę Freiburg na prawy koniec: Mannheim, Karlsruhe, Freiburg.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="127"/>
        <source>A route of 3 or more cards can be scored. Click “Score route”.</source>
        <translation>Trasę liczącą 3 lub więcej kart można zamknąć i podliczyć. Kliknij „Zamknij trasę”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="133"/>
        <source>Scoring places houses: one in each land of the route, or one in every route city of a single land. Choose “Baden: all route cities”.</source>
        <translation>Przy podliczaniu stawiasz domki: po jednym w każdej prowincji trasy albo w każdym mieście trasy z jednej prowincji. Wybierz „Baden: wszystkie miasta trasy”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="143"/>
        <source>Your houses now stand in every city of Baden, which earned you the top tile of this stack. The earlier you are, the more a bonus tile is worth.</source>
        <translation>Twoje domki stoją teraz w każdym mieście prowincji Baden, za co dostajesz wierzchni żeton z tego stosu. Im wcześniej, tym więcej wart jest żeton premii.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="152"/>
        <source>Your first scored route also earned carriage 3; each next carriage needs a route one card longer. The cards of a scored route go to the discard pile.</source>
        <translation>Pierwsza podliczona trasa dała ci też powóz 3; każdy kolejny powóz wymaga trasy dłuższej o jedną kartę. Karty podliczonej trasy idą na stos kart zużytych.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="178"/>
        <source>Anna scored a route too. Your hand is empty again: drag Stuttgart onto your hand.</source>
        <translation>Anna też zamknęła trasę. Znów nie masz kart na ręce: przeciągnij kartę miasta Stuttgart na rękę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="183"/>
        <source>And Ulm as your second card.</source>
        <translation>I kartę miasta Ulm jako drugą.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="184"/>
        <source>Start a new route with Stuttgart.</source>
        <translation>Otwórz nową trasę kartą Stuttgart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="185"/>
        <source>Keep Ulm for your next turn: click “End turn”.</source>
        <translation>Zatrzymaj kartę Ulm na następną turę: kliknij „Zakończ turę”.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="191"/>
        <source>Drag Sigmaringen from the display onto your hand.</source>
        <translation>Przeciągnij kartę miasta Sigmaringen z odkrytych kart miast na rękę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="197"/>
        <source>This time play at the left end: drag Sigmaringen there, before Stuttgart.</source>
        <translation>Tym razem zagraj na lewym końcu: przeciągnij tam kartę Sigmaringen, przed kartę Stuttgart.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="203"/>
        <source>Call the Postal carrier again to play a second card.</source>
        <translation>Wezwij znów Kuriera, by zagrać drugą kartę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="206"/>
        <source>Drag Ulm to the right end of your route.</source>
        <translation>Przeciągnij kartę Ulm na prawy koniec trasy.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="212"/>
        <source>Sigmaringen, Stuttgart, Ulm: 3 cards. Score the route.</source>
        <translation>Sigmaringen, Stuttgart, Ulm: 3 karty. Zamknij i podlicz trasę.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="218"/>
        <source>Choose “One in each land”: a house in Hohenzollern and one in Württemberg.</source>
        <translation>Wybierz „Po jednym w każdej prowincji”: domek w prowincji Hohenzollern i jeden w prowincji Württemberg.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="238"/>
        <source>Your houses are placed. This route earned no carriage: carriage 4 needs a route of 4 cards (the Cartwright counts two more).</source>
        <translation>Domki stoją. Ta trasa nie dała powozu: powóz 4 wymaga trasy z 4 kart (Rzemieślnik dolicza dwie).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="247"/>
        <source>Well done: you know every step of a turn! The game ends after the round in which someone takes carriage 7 or places their last house; with equal scores, the holder of the game-end tile wins, else the tied player who comes soonest after them.</source>
        <translation>Brawo: znasz już każdy krok tury! Gra kończy się po rundzie, w której ktoś weźmie powóz 7 lub postawi ostatni domek; przy równej liczbie punktów wygrywa posiadacz żetonu „Koniec gry”, a gdy go wśród nich nie ma, ten z remisujących, kto gra najwcześniej po nim.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="161"/>
        <source>After a scoring comes the hand limit: with more than 3 cards in your hand, you discard cards of your choice until 3 are left. That is the only time your hand is limited; yours is empty now, so nothing goes.</source>
        <translation>Po podliczeniu trasy obowiązuje limit kart na ręce: jeśli masz na ręce więcej niż 3 karty, odrzucasz wybrane karty na stos kart zużytych, aż zostaną 3. Tylko wtedy liczba kart na ręce jest ograniczona; twoja ręka jest teraz pusta, więc nic nie odrzucasz.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="226"/>
        <source>Sigmaringen is the only Hohenzollern city on your route, so it gets its house anyway. Württemberg has two: click the lit city that gets the house, Stuttgart or Ulm.</source>
        <translation>Sigmaringen to jedyne miasto prowincji Hohenzollern na twojej trasie, więc i tak dostanie domek. Prowincja Württemberg ma na trasie dwa: kliknij podświetlone miasto, które dostanie domek: Stuttgart albo Ulm.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../thurntaxis/shell/homedoor.py" line="35"/>
        <source>Players: %1. Moves played: %2. Saved: %3.</source>
        <translation>Gracze: %1. Rozegrane ruchy: %2. Zapisano: %3.</translation>
    </message>
</context>
</TS>
