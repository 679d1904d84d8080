; Inno Setup script of the Windows installer: a per-user or all-users install of the PyInstaller bundle
; (dist\thurntaxis\), a Start-menu entry, an optional desktop icon and an uninstaller.
;
;   pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\thurntaxis.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\thurntaxis.iss        -> dist\thurntaxis-0.1.0-windows-setup.exe
;
; Inno Setup 6.3 or newer. Paths are relative to this file. The installer speaks English, Polish, Czech, Russian and
; German, and names the Start-menu entry with each edition's title (../shared/GLOSSARY.md; the Russian title's colon
; becomes a dash, as a file name cannot hold one). Saved as UTF-8 with a byte-order mark, which Inno Setup needs to
; read it as UTF-8.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; VersionInfoVersion takes numbers only: "1.2.0rc1" gives 1.2.0.
#ifndef NumericVersion
  #define NumericVersion AppVersion
#endif
#define AppName "Thurn and Taxis & Carcassonne"
#define AppExe "thurntaxis.exe"
; The application id of every platform (thurntaxis.APP_ID): the taskbar groups the game's windows under the shortcuts.
#define AppId "io.github.thurntaxis.ThurnAndTaxis"

[Setup]
; The AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{6C0E2B1D-7F4A-4E8B-9B51-3A2D8C7E1F40}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Thurn and Taxis developers
VersionInfoVersion={#NumericVersion}
VersionInfoProductName={#AppName}
VersionInfoProductTextVersion={#AppVersion}
; Windows 10 1809: the oldest Windows that Qt 6 supports.
MinVersion=10.0.17763
LicenseFile=..\..\LICENSE
DefaultDirName={autopf}\Thurn and Taxis
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=thurntaxis-{#AppVersion}-windows-setup
SetupIconFile=..\icon\thurntaxis.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "pl"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "cs"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[CustomMessages]
en.ShortcutName=Thurn and Taxis & Carcassonne
pl.ShortcutName=Cesarski Kurier & Carcassonne
cs.ShortcutName=Poštovní kurýr & Carcassonne
ru.ShortcutName=Турн-и-Таксис & Каркассон
de.ShortcutName=Thurn und Taxis & Carcassonne
en.ShortcutComment=Two board games: play against computer opponents or friends
pl.ShortcutComment=Dwie gry planszowe: graj przeciw komputerowi lub znajomym
cs.ShortcutComment=Dvě deskové hry: hrajte proti počítači nebo přátelům
ru.ShortcutComment=Две настольные игры: играйте против компьютера или друзей
de.ShortcutComment=Zwei Brettspiele: gegen den Computer oder Freunde spielen

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\thurntaxis\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "..\..\LICENSE"; DestDir: "{app}"; DestName: "LICENSE.txt"
Source: "..\..\THIRD-PARTY-NOTICES.md"; DestDir: "{app}"

[Icons]
Name: "{autoprograms}\{cm:ShortcutName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:ShortcutComment}"; AppUserModelID: "{#AppId}"
Name: "{autodesktop}\{cm:ShortcutName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:ShortcutComment}"; AppUserModelID: "{#AppId}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

